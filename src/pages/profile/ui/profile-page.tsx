import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { EditProfile } from '@/features/account/edit-profile';
import { PageContainer } from '@/shared/ui/container';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import * as css from './profile-page.css';

// The photo fields (upload, progress, downscaling) come in their own chunk after the form's:
// the form is what the page is opened for, and the route keeps within its size budget.
const IdVerificationSection = lazy(() => import('./id-verification-section'));
const ProfileImages = lazy(() => import('@/features/account/profile-images').then((m) => ({ default: m.ProfileImages })));

/** My profile (002 §2.2, §5): every mandatory profile field. */
export function ProfilePage() {
  const { t } = useLingui();
  return (
    <PageContainer size="narrow">
      <title>{t`My profile | Campershare`}</title>
      <div className={css.intro}>
        <Heading level={1}>
          <Trans>My profile</Trans>
        </Heading>
        <Text>
          <Trans>Your details are used for bookings, rental contracts and insurance. Only the other party of a confirmed booking sees your full name and contact details.</Trans>
        </Text>
      </div>
      <Suspense
        fallback={
          <SkeletonGroup label={t`Loading your photo…`}>
            <Skeleton shape="rect" height={128} />
          </SkeletonGroup>
        }
      >
        <ProfileImages />
      </Suspense>
      <EditProfile />
      {/* Below the form, which it would push down when its status arrives (the page's layout shift was 0.16). */}
      <Suspense fallback={null}>
        <IdVerificationSection />
      </Suspense>
    </PageContainer>
  );
}
