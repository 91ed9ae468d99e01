import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@/shared/api';
import { useSession } from '@/entities/session';
import {
  cardImage,
  isPreloadedCardImage,
  subTypeLabel,
  vehicleBlockReasonLabel,
  vehicleCompletion,
  vehicleName,
  vehicleQueries,
  vehicleStatusLabel,
} from '@/entities/vehicle';
import { DeleteVehicleButton } from '@/features/owner-vehicles/delete-vehicle';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { ButtonLink, Link } from '@/shared/ui/link';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import * as css from './my-vehicles-page.css';

type Asset = components['schemas']['Asset'];

const STATUS_TONE = { published: 'brand', draft: 'neutral', deactivated: 'neutral' } as const;

function VehicleRow({ vehicle, ownerId, index }: { vehicle: Asset; ownerId: number; index: number }) {
  const { t, i18n } = useLingui();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const name = vehicleName(vehicle) ?? subTypeLabel(i18n, vehicle.subType);
  const photo = cardImage(vehicle.images);
  const { done, total } = vehicleCompletion(vehicle.infoStatuses);
  const headingId = `my-vehicle-${vehicle.id}`;

  return (
    <li className={css.row} aria-labelledby={headingId} data-testid={`my-vehicle-${vehicle.id}`}>
      {photo ? (
        <img className={css.photo} src={photo.sizes.card.url} alt="" width={160} height={120} loading={isPreloadedCardImage(index) ? 'eager' : 'lazy'} />
      ) : (
        <span className={css.photo}>{t`No photo yet`}</span>
      )}
      <div className={css.facts}>
        <div className={css.title}>
          <Heading level={2} size="sm" id={headingId}>
            {name}
          </Heading>
          <Badge tone={STATUS_TONE[vehicle.status]}>{vehicleStatusLabel(i18n, vehicle.status)}</Badge>
        </div>
        {vehicle.blockReason && (
          <Text size="sm" tone="danger">
            {vehicleBlockReasonLabel(i18n, vehicle.blockReason)}. <Trans>Contact support to have it published again.</Trans>
          </Text>
        )}
        <ProgressBar size="sm" label={t`Sections complete: ${done} of ${total}`} value={done} max={total} />
      </div>
      <div className={css.actions}>
        {vehicle.status === 'published' && <Link to={hrefTo('vehicle', { id: vehicle.id })}>{t`View listing`}</Link>}
        {isAvailable('edit-vehicle') && <Link to={hrefTo('edit-vehicle', { id: vehicle.id })}>{t`Edit`}</Link>}
        {isAvailable('owner-calendar') && <Link to={hrefTo('owner-calendar', { id: vehicle.id })}>{t`Calendar`}</Link>}
        {isAvailable('edit-vehicle-damages') && <Link to={hrefTo('edit-vehicle-damages', { id: vehicle.id })} aria-label={t`Damages of ${name}`}>{t`Damages`}</Link>}
        <DeleteVehicleButton vehicleId={vehicle.id} name={name} ownerId={ownerId} />
      </div>
    </li>
  );
}

/**
 * The owner's vehicles (`/edit-vehicles`, 000 §2, §4): each with its state, how many editor
 * sections are complete and its main photo, to open or delete. The list is the one the header
 * menu and the dashboard share (`/me/assets`, kept 60 s, fetched again after a delete).
 */
export function MyVehiclesPage() {
  const { t } = useLingui();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const { user } = useSession();
  const ownerId = user?.id ?? 0;
  const vehicles = useQuery({ ...vehicleQueries.mine(ownerId), enabled: Boolean(user) });
  // 000 §6: several vehicles only with `canManageMultipleAssets`; the first one always.
  const mayAdd = isAvailable('publish-vehicle') && (user?.canManageMultipleAssets === true || vehicles.data?.length === 0);

  return (
    <Container className={css.page}>
      <title>{t`My vehicles | Campershare`}</title>
      <div className={css.header}>
        <Heading level={1}>
          <Trans>My vehicles</Trans>
        </Heading>
        <div className={css.headerActions}>
          {isAvailable('owner-calendar') && (vehicles.data?.length ?? 0) > 1 && (
            <ButtonLink variant="secondary" to={hrefTo('owner-calendar')}>{t`Calendar of all vehicles`}</ButtonLink>
          )}
          {mayAdd && (
            <ButtonLink to={hrefTo('publish-vehicle')}>{t`Add a vehicle`}</ButtonLink>
          )}
        </div>
      </div>
      {vehicles.data ? (
        vehicles.data.length === 0 ? (
          <Text tone="muted">{t`You have no vehicles yet.`}</Text>
        ) : (
          <ul className={css.list}>
            {vehicles.data.map((vehicle, index) => (
              <VehicleRow key={vehicle.id} vehicle={vehicle} ownerId={ownerId} index={index} />
            ))}
          </ul>
        )
      ) : vehicles.isError ? (
        <div role="alert">
          <Text>{t`Your vehicles could not be loaded.`}</Text>
          <Button variant="secondary" size="sm" onClick={() => void vehicles.refetch()} loading={vehicles.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <SkeletonGroup label={t`Loading your vehicles`}>
          <Skeleton shape="rect" height="8rem" />
          <Skeleton shape="rect" height="8rem" />
        </SkeletonGroup>
      )}
    </Container>
  );
}
