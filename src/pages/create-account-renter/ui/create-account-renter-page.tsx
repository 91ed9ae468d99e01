import { Trans, useLingui } from '@lingui/react/macro';
import { OnboardingProfileStep } from '@/widgets/onboarding-profile-step';

/** The renter's account step of onboarding (002 §4.4): the details a booking needs, then on to getting started. */
export function CreateAccountRenterPage() {
  const { t } = useLingui();
  return (
    <OnboardingProfileStep
      title={t`Your renter account | Campershare`}
      heading={<Trans>Your renter account</Trans>}
      intro={
        <Trans>
          Owners want to know who they rent to, and the rental contract and insurance need your details. Fill them in once and every booking request
          is quicker.
        </Trans>
      }
    />
  );
}
