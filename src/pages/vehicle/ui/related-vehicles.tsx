import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { RELATED_VEHICLES_COUNT, vehicleDetailQueries } from '@/entities/vehicle';
import { Heading } from '@/shared/ui/heading';
import { Skeleton } from '@/shared/ui/skeleton';
import { useNearViewport } from '@/shared/ui/utils';
import * as css from './vehicle-page.css';

// The cards' code (with their favourite hearts) loads with the section, at the foot of the page:
// the vehicle page's start-up JS stays under its 180 KB budget.
const VehicleGrid = lazy(() => import('@/widgets/vehicle-grid').then((m) => ({ default: m.VehicleGrid })));

/**
 * Similar vehicles under the page (000 §7 `GET /assets/{id}/related`); left out when none or on
 * failure. Asked for once the section nears the screen: at the foot of a long page, its ≈25 KB
 * answer competed with the photos and the page's code on a phone's connection.
 */
export function RelatedVehicles({ vehicleId }: { vehicleId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const related = useQuery({ ...vehicleDetailQueries.related(vehicleId), enabled: near });
  // Cards render in a deferred pass: the query's own update is synchronous (one long task).
  const cards = useDeferredValue(related.data);
  if (related.isError || (related.isSuccess && related.data.length === 0)) return null;
  return (
    <section ref={sectionRef} className={css.related} aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        <Trans>Similar vehicles</Trans>
      </Heading>
      <Suspense fallback={<Skeleton height="20rem" />}>
        <VehicleGrid
          vehicles={cards ?? []}
          loading={!cards}
          skeletonCount={RELATED_VEHICLES_COUNT}
          openInNewTab="large-screens"
          label={t`Similar vehicles`}
        />
      </Suspense>
    </section>
  );
}
