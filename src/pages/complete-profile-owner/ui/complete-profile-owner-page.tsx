import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { EditProfile } from '@/features/account/edit-profile';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './complete-profile-owner-page.css';

/** The owner's onboarding step "complete your profile" (002 §4.4): the profile form, then back to getting started. */
export function CompleteProfileOwnerPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  return (
    <Container size="narrow" className={css.page}>
      <title>{t`Complete your profile | Campershare`}</title>
      <div className={css.intro}>
        <Heading level={1}>
          <Trans>Complete your profile</Trans>
        </Heading>
        <Text>
          <Trans>
            Before you can answer booking requests, renters and our insurance partners need to know who rents out the vehicle. Check your details
            and fill in what is missing.
          </Trans>
        </Text>
      </div>
      <EditProfile
        submitLabel={<Trans>Save and continue</Trans>}
        onSaved={() => {
          if (isAvailable('getting-started')) void navigate(hrefTo('getting-started'));
        }}
      />
    </Container>
  );
}
