import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { VehicleBookingPanel } from '@/widgets/vehicle-booking-panel';
import { VehicleCarousel } from '@/widgets/vehicle-carousel';
import {
  CancellationPolicy,
  VehicleEquipment,
  VehicleFacts,
  VehicleLocation,
  VehicleOwner,
  VehicleRules,
} from '@/widgets/vehicle-details';
import { VehicleReviews } from '@/widgets/reviews';
import { searchWithPopup } from '@/features/auth/auth-popup';
import { MessageOwner } from '@/features/message-owner';
import { analyticsPrice, trackFunnel } from '@/entities/funnel';
import { useSession } from '@/entities/session';
import { subTypeLabel, vehicleDetailQueries, vehicleName, type VehicleDetail, type vehiclePageLoader } from '@/entities/vehicle';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import { RelatedVehicles } from './related-vehicles';
import { AddonsSection, InsuranceSection } from './vehicle-extras';
import { VehicleJsonLd, VehicleSocialMeta } from './vehicle-json-ld';
import { VehiclePageSkeleton } from './vehicle-page-skeleton';
import * as css from './vehicle-page.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The vehicle page (issue #5 point 3): photos, facts, equipment, rules, policies, reviews, owner, location and booking. */
export function VehiclePage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const preloaded = useLoaderData<typeof vehiclePageLoader>();
  const session = useSession();
  const viewerId = session.user?.id ?? null;
  // The loader already asked and failed (it answers null for anything but a 404): show that
  // failure at once with a retry, rather than asking again behind a skeleton for another deadline.
  const [askedAgain, setAskedAgain] = useState(false);
  const loaderFailed = preloaded === null;
  const vehicle = useQuery({
    ...vehicleDetailQueries.detail(id, viewerId),
    // The loader asks without a token until the session is restored, so for a guest its answer is
    // the guest's: no second request for the same vehicle, and no second pass over the page.
    initialData: viewerId === null ? (preloaded ?? undefined) : undefined,
    // Logging in changes who is asking: the page stays (with what the message box said) until the
    // viewer's answer replaces the guest's, instead of falling back to the skeleton.
    placeholderData: (previous) => previous ?? preloaded ?? undefined,
    // The first answer depends on who is asking; wait until the session knows.
    enabled: session.status !== 'restoring' && (!loaderFailed || askedAgain),
  });

  // A new answer (the signed-in viewer's, a refetch) redraws the whole page: in a deferred,
  // interruptible pass, not in the query's synchronous update.
  const shown = useDeferredValue(vehicle.data);

  if (shown) return <VehicleContent vehicle={shown} viewerId={viewerId} sessionPending={session.status === 'restoring'} />;
  if (vehicle.isError || (loaderFailed && !vehicle.data)) {
    return (
      <Container>
        <title>{t`Vehicle | Campershare`}</title>
        <div className={css.problem} role="alert">
          <Heading level={1}>
            <Trans>The vehicle could not be loaded</Trans>
          </Heading>
          <Text>
            <Trans>Something went wrong on our side or with your connection.</Trans>
          </Text>
          <Button onClick={() => (askedAgain ? void vehicle.refetch() : setAskedAgain(true))} loading={vehicle.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </Container>
    );
  }
  return <VehiclePageSkeleton />;
}

/** The funnel (issue #25): the vehicle seen, once per vehicle, with the analytics price of the stay asked for (or a week). */
function useVehicleViewed(vehicle: VehicleDetail, hasDates: boolean) {
  const { id, totalPrice, numberOfNights, currency } = vehicle;
  useEffect(() => {
    const price = totalPrice == null || !numberOfNights ? undefined : analyticsPrice({ total: totalPrice, pricedNights: numberOfNights, stayNights: hasDates ? numberOfNights : null, currency });
    trackFunnel({ name: 'vehicle_viewed', vehicleId: id, price });
    // Once per vehicle: a refetch (the signed-in viewer's answer) is the same view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}

function VehicleContent({ vehicle, viewerId, sessionPending }: { vehicle: VehicleDetail; viewerId: number | null; sessionPending: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const isOwner = viewerId !== null && viewerId === vehicle.ownerId;
  useVehicleViewed(vehicle, searchParams.has('from') && searchParams.has('to'));
  const typeName = subTypeLabel(i18n, vehicle.subType);
  const name = vehicleName(vehicle) ?? typeName;
  const place = vehicle.city ?? '';
  const sleeps = vehicle.sleepsNumber ?? 0;
  const title = place ? t`${name} for rent in ${place} | Campershare` : t`${name} for rent | Campershare`;
  const description = place
    ? t`Rent this ${typeName} in ${place} from a private owner: sleeps ${sleeps}, insurance included. See photos, prices and free dates.`
    : t`Rent this ${typeName} from a private owner: sleeps ${sleeps}, insurance included. See photos, prices and free dates.`;
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const initialRange = from && to && ISO_DATE.test(from) && ISO_DATE.test(to) ? { fromDate: from, toDate: to } : undefined;

  return (
    <Container>
      <title>{title}</title>
      <meta name="description" content={description} />
      <VehicleSocialMeta vehicle={vehicle} title={title} description={description} />
      <VehicleJsonLd vehicle={vehicle} name={name} description={description} />
      <article className={css.page} aria-labelledby="vehicle-title">
        <header className={css.header}>
          <Heading level={1} id="vehicle-title">
            {name}
          </Heading>
          <p className={css.subtitle}>
            {[typeName, place, vehicle.sleepsNumber ? t`Sleeps ${sleeps}` : null].filter(Boolean).join(' · ')}
          </p>
        </header>
        <VehicleCarousel images={vehicle.images} name={name} />
        <div className={css.layout}>
          <div>
            {vehicle.description && (
              <section aria-label={t`Description`}>
                <p className={css.description}>{vehicle.description}</p>
              </section>
            )}
            <VehicleFacts vehicle={vehicle} />
            <VehicleEquipment vehicle={vehicle} />
            <VehicleRules vehicle={vehicle} />
            <CancellationPolicy policy={vehicle.cancellationPolicy} />
            <AddonsSection vehicleId={vehicle.id} />
            <InsuranceSection vehicle={vehicle} />
            <VehicleReviews vehicleId={vehicle.id} averageRating={vehicle.averageRating} reviewCount={vehicle.reviewCount ?? 0} />
            <VehicleOwner
              owner={vehicle.owner}
              action={
                isOwner ? null : (
                  <MessageOwner
                    vehicleId={vehicle.id}
                    ownerId={vehicle.ownerId}
                    ownerName={vehicle.owner.firstName}
                    signedIn={viewerId !== null}
                    sessionPending={sessionPending}
                    onLoginRequired={() => void navigate(pathname + searchWithPopup(new URLSearchParams(search), 'login'))}
                  />
                )
              }
            />
            <VehicleLocation vehicle={vehicle} viewerId={viewerId} />
          </div>
          <div className={css.aside}>
            <VehicleBookingPanel vehicle={vehicle} viewerId={viewerId} initialRange={initialRange} />
          </div>
        </div>
        <RelatedVehicles vehicleId={vehicle.id} />
      </article>
    </Container>
  );
}
