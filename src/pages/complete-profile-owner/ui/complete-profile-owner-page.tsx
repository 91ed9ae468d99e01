import { Trans, useLingui } from '@lingui/react/macro';
import { OnboardingProfileStep } from '@/widgets/onboarding-profile-step';

/** The owner's onboarding step "complete your profile" (002 §4.4): the profile form, then back to getting started. */
export function CompleteProfileOwnerPage() {
  const { t } = useLingui();
  return (
    <OnboardingProfileStep
      title={t`Complete your profile | Campershare`}
      heading={<Trans>Complete your profile</Trans>}
      intro={
        <Trans>
          Before you can answer booking requests, renters and our insurance partners need to know who rents out the vehicle. Check your details and
          fill in what is missing.
        </Trans>
      }
    />
  );
}
