import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { VehicleGrid } from '@/widgets/vehicle-grid';
import { Text } from '@/shared/ui/text';
import { POPULAR_VEHICLES_COUNT, popularVehiclesQuery } from '../api/popular-vehicles-query';

/** The 3 most popular vehicles (000 §9), as cards that open in a new tab on large screens (000 §2). */
export default function PopularVehicles() {
  const { t } = useLingui();
  const vehicles = useQuery(popularVehiclesQuery());
  // Cards render in a deferred pass: the query's own update is synchronous (one long task).
  const cards = useDeferredValue(vehicles.data);
  if (vehicles.isError) {
    return (
      <Text tone="muted">
        <Trans>The popular vehicles could not be loaded.</Trans>
      </Text>
    );
  }
  return (
    <VehicleGrid
      vehicles={cards ?? []}
      loading={!cards}
      skeletonCount={POPULAR_VEHICLES_COUNT}
      openInNewTab="large-screens"
      headingLevel={3}
      label={t`Popular vehicles`}
    />
  );
}
