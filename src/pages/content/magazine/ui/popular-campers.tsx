import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { POPULAR_CAMPERS_COUNT, popularCampersQuery } from '@/entities/magazine';
import { useLocaleInfo, withCatalogs } from '@/shared/i18n';
import { Heading } from '@/shared/ui/heading';
import { Skeleton } from '@/shared/ui/skeleton';
import * as css from './magazine.css';

// Under the article, so its cards' images load lazily, after the article's own.
// The cards' code and their words (the vehicles catalog) come with the block, not with every
// magazine page: a server-rendered article keeps its HTML while they load, then hydrates it.
const VehicleGrid = lazy(withCatalogs(['vehicles'], () => import('@/widgets/vehicle-grid').then((m) => ({ default: m.VehicleGrid }))));

/**
 * The article's popular campers (002 §2.11, §9): up to 3 vehicles of the locale's region, one per
 * owner. Rendered on the server with the article; left out when there are none or the search fails
 * (the article is what the reader came for).
 */
export function PopularCampers() {
  const { t } = useLingui();
  const { country } = useLocaleInfo();
  const campers = useQuery(popularCampersQuery(country));
  if (campers.isError || (campers.isSuccess && campers.data.length === 0)) return null;
  return (
    <section className={css.section} aria-labelledby="post-popular-campers">
      <Heading level={2} size="md" id="post-popular-campers">
        <Trans>Popular campers</Trans>
      </Heading>
      <Suspense fallback={<Skeleton height="20rem" />}>
        <VehicleGrid vehicles={campers.data ?? []} loading={!campers.data} skeletonCount={POPULAR_CAMPERS_COUNT} openInNewTab="large-screens" label={t`Popular campers`} preloadImages={false} />
      </Suspense>
    </section>
  );
}
