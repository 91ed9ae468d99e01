import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { withCatalogs } from '@/shared/i18n';
import { useLocalizedHref } from '@/shared/routing';
import { DamageList, preloadDamageList } from '@/features/damages/vehicle-damages';
import { ExtraChargeDialog } from '@/features/trip-settlement/extra-costs';

// The flow (its machine, the upload component, the image downscaling) loads right after the
// page's frame, so the route keeps within its size budget (ARCHITECTURE.md, 180 KB). With it the
// `bookings` catalog: check-out's extra costs are named by the booking's category labels.
const Handover = lazy(withCatalogs(['bookings'], () => import('@/features/handover').then((m) => ({ default: m.Handover }))));

function Loading() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the booking`}>
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="rect" height={160} />
    </SkeletonGroup>
  );
}

function HandoverFrame({ phase }: { phase: 'checkin' | 'checkout' }) {
  const { t } = useLingui();
  const { id } = useParams();
  const bookingId = Number(id);
  const hrefTo = useLocalizedHref();
  // The damages step's list is fetched while the connection is there (it may drop at the vehicle).
  useEffect(preloadDamageList, []);
  const links = { booking: hrefTo('booking', { id: String(id) }), verifyId: hrefTo('verify-id', {}, { return: hrefTo(phase === 'checkin' ? 'booking-checkin' : 'booking-checkout', { id: String(id) }) }) };
  return (
    <PageContainer size="narrow">
      <title>{phase === 'checkin' ? t`Check-in | Campershare` : t`Check-out | Campershare`}</title>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>{phase === 'checkin' ? <Trans>Check-in</Trans> : <Trans>Check-out</Trans>}</Heading>
          <Text tone="muted">
            <Trans>Booking {bookingId}</Trans>
          </Text>
        </Stack>
        <Suspense fallback={<Loading />}>
          <Handover bookingId={bookingId} phase={phase} links={links} ExtraChargeModal={ExtraChargeDialog} DamageList={DamageList} />
        </Suspense>
      </Stack>
    </PageContainer>
  );
}

/** `/bookings/{id}/checkin` (001 §2). */
export function CheckinPage() {
  return <HandoverFrame phase="checkin" />;
}

/** `/bookings/{id}/checkout` (001 §2). */
export function CheckoutPage() {
  return <HandoverFrame phase="checkout" />;
}
