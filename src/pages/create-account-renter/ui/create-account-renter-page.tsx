import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { EditProfile } from '@/features/account/edit-profile';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './create-account-renter-page.css';

/** The renter's account step of onboarding (002 §4.4): the details a booking needs, then on to getting started. */
export function CreateAccountRenterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  return (
    <Container size="narrow" className={css.page}>
      <title>{t`Your renter account | Campershare`}</title>
      <div className={css.intro}>
        <Heading level={1}>
          <Trans>Your renter account</Trans>
        </Heading>
        <Text>
          <Trans>
            Owners want to know who they rent to, and the rental contract and insurance need your details. Fill them in once and every booking
            request is quicker.
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
