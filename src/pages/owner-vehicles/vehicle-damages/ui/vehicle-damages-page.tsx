import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '@/entities/session';
import { subTypeLabel, vehicleName, vehicleQueries } from '@/entities/vehicle';
import { DamageList } from '@/features/damages/vehicle-damages';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

function Loading() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the damages`}>
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="rect" height="6rem" />
    </SkeletonGroup>
  );
}

/**
 * A vehicle's damages for its owner (`/edit-vehicle/{id}/damages`, 000 §3, 001 §3): reached from
 * my vehicles. The vehicle's name and currency come from the owner's list of vehicles, which the
 * header menu and my vehicles have usually read already.
 */
export function VehicleDamagesPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const vehicleId = Number(id);
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const { user } = useSession();
  const vehicles = useQuery({ ...vehicleQueries.mine(user?.id ?? 0), enabled: Boolean(user) });
  const vehicle = vehicles.data?.find((v) => v.id === vehicleId);
  const name = vehicle ? (vehicleName(vehicle) ?? subTypeLabel(i18n, vehicle.subType)) : null;

  return (
    <PageContainer size="narrow">
      <title>{name ? t`Damages of ${name} | Campershare` : t`Damages | Campershare`}</title>
      <Stack gap="lg">
        <Stack gap="xs">
          {isAvailable('edit-vehicles') && <Link to={hrefTo('edit-vehicles')}>{t`My vehicles`}</Link>}
          <Heading level={1}>{name ? t`Damages of ${name}` : <Trans>Damages</Trans>}</Heading>
          <Text tone="muted">{t`Record each damage with photos, say how it is compensated, and mark it as resolved once it is settled. An open damage case holds the renter's deposit.`}</Text>
        </Stack>
        {vehicle ? (
          <Suspense fallback={<Loading />}>
            <DamageList vehicleId={vehicle.id} currency={vehicle.currency} />
          </Suspense>
        ) : vehicles.isError ? (
          <div role="alert">
            <Text>{t`The vehicle could not be loaded.`}</Text>
            <Button variant="secondary" size="sm" onClick={() => void vehicles.refetch()} loading={vehicles.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : vehicles.data ? (
          <Text role="alert">{t`This vehicle is not one of yours.`}</Text>
        ) : (
          <Loading />
        )}
      </Stack>
    </PageContainer>
  );
}
