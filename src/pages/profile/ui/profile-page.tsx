import { Trans, useLingui } from '@lingui/react/macro';
import { EditProfile } from '@/features/account/edit-profile';
import { ProfileImages } from '@/features/account/profile-images';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './profile-page.css';

/** My profile (002 §2.2, §5): every mandatory profile field. */
export function ProfilePage() {
  const { t } = useLingui();
  return (
    <Container size="narrow" className={css.page}>
      <title>{t`My profile | Campershare`}</title>
      <div className={css.intro}>
        <Heading level={1}>
          <Trans>My profile</Trans>
        </Heading>
        <Text>
          <Trans>Your details are used for bookings, rental contracts and insurance. Only the other party of a confirmed booking sees your full name and contact details.</Trans>
        </Text>
      </div>
      <ProfileImages />
      <EditProfile />
    </Container>
  );
}
