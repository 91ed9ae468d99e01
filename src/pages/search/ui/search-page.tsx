import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SearchMap, mapVehicleOf, type MapVehicle } from '@/widgets/search-map';
import {
  FilterBar,
  SortSelect,
  useAutoActivatedFilters,
  useSearchFilters,
  type FilterBarProps,
  type SortSelectProps,
  preloadFilterControls,
} from '@/features/filter-vehicles';
import {
  SEARCH_PAGE_SIZE,
  assetBrandsQuery,
  searchListQuery,
  serializeFilterState,
  subTypeCountsQuery,
} from '@/entities/vehicle-search';
import { funnelFilters, trackFunnel } from '@/entities/funnel';
import { subTypeLabel } from '@/entities/vehicle';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { regionName } from '@/shared/lib/intl';
import { href, useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { PageContainer } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';
import { brandSlug, countryOfParam, routeFilters, subTypeRouteOf, SUB_TYPE_ROUTES, type SearchRouteName, type SearchSubType } from '../model/search-route';
import { ResultsPlaceholder } from './results-placeholder';
import { SearchPagination } from './search-pagination';
import { useFixedSearchTitle, useSearchDocumentTitle } from './search-title';
import * as css from './search-page.css';

// The cards (with their hearts and the favourites logic) load in parallel with the first
// answer; the page's own chunk stays within the search route's start-up budget.
const loadVehicleGrid = () => import('@/widgets/vehicle-grid');
const VehicleGrid = lazy(() => loadVehicleGrid().then((m) => ({ default: m.VehicleGrid })));

/**
 * Asks for the filter controls and the cards, for the route to call as soon as this module has
 * arrived, not when the page first renders: the chunks come one round trip earlier, and the work
 * of asking for them is not part of a render.
 */
export function preloadSearchParts(): void {
  preloadFilterControls();
  // A failure is the lazy part's to show when it asks again.
  loadVehicleGrid().catch(() => undefined);
}

// One empty list for every render while loading: the memoised grid then skips those renders.
const NO_VEHICLES: never[] = [];

const SEARCH_TAB_SUB_TYPES = ['motorhome', 'campervan', 'caravan', 'other_camper'] as const;

// The lazy parts sit in memoised slots. A query that answers re-renders the page synchronously
// (React gives store updates no slices); without the slot, a part whose chunk had just arrived
// would mount inside that update, one long task, instead of in its own interruptible pass.
// The slots also defer their data themselves: a deferred pass starts at the component that
// defers, and started at the page it read the page's queries, so a query answering during the
// pass made React throw it away and redraw page and cards in one synchronous task.
const FilterBarSlot = memo(function FilterBarSlot({ brands, ...props }: FilterBarProps) {
  // Not urgent: the brand list re-renders the filter bar in a pass of its own.
  const brandList = useDeferredValue(brands);
  return (
    <Suspense fallback={<div className={css.filterPlaceholder} />}>
      <FilterBar {...props} brands={brandList} />
    </Suspense>
  );
});

const SortSelectSlot = memo(function SortSelectSlot(props: SortSelectProps) {
  return (
    <Suspense fallback={null}>
      <SortSelect {...props} />
    </Suspense>
  );
});

type GridProps = ComponentProps<typeof VehicleGrid>;

interface VehicleGridSlotProps extends Omit<GridProps, 'vehicles' | 'matchedDates' | 'loading'> {
  /** The list's answer; undefined while it loads. */
  results: { data: GridProps['vehicles']; matchedDates?: GridProps['matchedDates'] } | undefined;
  /** The results shown are those of the previous search while the new one loads. */
  stale: boolean;
}

const VehicleGridSlot = memo(function VehicleGridSlot({ results, stale, ...props }: VehicleGridSlotProps) {
  // The 24 cards render in a deferred, interruptible pass: the query's own update is synchronous
  // and would draw them all in one long task, blocking input on a phone.
  const cards = useDeferredValue(results);
  // Until the new cards are drawn, the list says it is busy and fades: the cards (and the page
  // links under them) are about to change and move, and a click on them would be on the old list.
  const busy = stale || cards !== results;
  return (
    <div aria-busy={busy} className={busy && cards ? css.staleResults : css.results}>
      <Suspense fallback={<ResultsPlaceholder />}>
        <VehicleGrid {...props} vehicles={cards?.data ?? NO_VEHICLES} matchedDates={cards?.matchedDates} loading={!cards} />
      </Suspense>
    </div>
  );
});

export interface SearchPageProps {
  route: SearchRouteName;
}

/** One page for every vehicle search route (000 §2, §3; 002 §2.2): subtype, all, brand and country pages. */
export function SearchPage({ route }: SearchPageProps) {
  const { t, i18n } = useLingui();
  const documentTitle = useSearchDocumentTitle();
  const locale = useLocale();
  const { intl, country: siteCountry } = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  const navigate = useNavigate();
  const params = useParams();

  const brands = useQuery({ ...assetBrandsQuery() });
  const brand = route === 'brand' ? brands.data?.find((b) => brandSlug(b) === params.brand?.toLowerCase()) : undefined;
  const country = route === 'search-country' ? countryOfParam(params.country) : undefined;
  const fixed = routeFilters(route, { brandId: brand?.id, country });
  const filters = useSearchFilters(fixed);
  const { state, page, setFilters, applyStandby, clear } = filters;
  useAutoActivatedFilters(state, siteCountry, setFilters, route === 'search-country');

  // A brand page waits for the brand list: without the brand's id it would list every vehicle.
  const waitingForBrand = route === 'brand' && !brand;
  const unknownBrand = route === 'brand' && brands.isSuccess && !brand;
  const list = useQuery({ ...searchListQuery(state, page), enabled: !waitingForBrand });
  const counts = useQuery({ ...subTypeCountsQuery(state), enabled: !waitingForBrand });
  const [showMap, setShowMap] = useState(false);

  const onSubTypeChange = useCallback(
    (subType: SearchSubType | undefined) => {
      const isSubTypeRoute = route === 'search-motorhome' || route === 'search-campervan' || route === 'search-caravan';
      if (!isSubTypeRoute) {
        setFilters({ ...state, subType });
        return;
      }
      // The subtype pages are routes of their own: go there with the other filters kept.
      const { subType: _old, ...rest } = state;
      const target = subTypeRouteOf(subType);
      void navigate(hrefTo(target, {}, target === 'all' && subType ? serializeFilterState({ ...rest, subType }) : serializeFilterState(rest)));
    },
    [setFilters, hrefTo, navigate, route, state],
  );
  const onSortChange = useCallback((sort: SortSelectProps['value']) => applyStandby({ sort }), [applyStandby]);

  const subTypeName = state.subType ? subTypeLabel(i18n, state.subType) : undefined;
  const countryName = country ? regionName(country, intl) : params.country;
  const fixedTitle = useFixedSearchTitle(route);
  const heading = fixedTitle ?? (route === 'brand' ? (brand ? t`Rent a ${brand.name}` : t`Brand`) : t`Motorhomes for rent in ${countryName}`);

  const data = list.data;
  const total = data?.meta.total ?? 0;
  const lastPage = data?.meta.last_page ?? 1;

  // The funnel (issue #25): a search seen, once per answer, with its filters and result count.
  useEffect(() => {
    if (data) trackFunnel({ name: 'search_viewed', filters: funnelFilters(state), resultCount: data.meta.total });
    // The answer decides; the state it answers is the one it was asked with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  // Only while the map is shown: the price labels make a currency formatter per currency, which
  // cost a phone tens of milliseconds inside the list's (synchronous) update.
  const mapVehicles = useMemo(
    () =>
      (showMap ? (data?.data ?? []) : []).flatMap((asset) => {
        const nightly = asset.lowWeeklyPriceWithoutCleaning ? Math.round(asset.lowWeeklyPriceWithoutCleaning / 7) : undefined;
        const label = nightly === undefined ? '' : formatMoney(nightly, asset.currency, intl);
        const vehicle = mapVehicleOf(asset as Parameters<typeof mapVehicleOf>[0], label, href('vehicle', { id: asset.id }, locale));
        return vehicle ? [vehicle] : [];
      }) satisfies MapVehicle[],
    [data, intl, locale, showMap],
  );

  // Every subtype the count covers has its tab, so the tabs add up to the vehicles found without
  // a subtype: "other campers" have no page of their own and are the all-vehicles page filtered.
  const subTypeTabs = SEARCH_TAB_SUB_TYPES.map((subType) => {
    const { subType: _s, ...rest } = state;
    // Tabs keep every filter, the brand and country of the page included, as URL filters.
    return {
      subType,
      to: subType === 'other_camper' ? hrefTo('all', {}, serializeFilterState({ ...rest, subType })) : hrefTo(SUB_TYPE_ROUTES[subType], {}, serializeFilterState(rest)),
      count: counts.data?.[subType],
      current: state.subType === subType,
    };
  });

  return (
    <PageContainer spacing="compact" className={css.page}>
      <title>{documentTitle(heading)}</title>
      <Heading level={1}>{heading}</Heading>

      <nav aria-label={t`Vehicle types`}>
        <ul className={css.tabs}>
          {subTypeTabs.map((tab) => (
            <li key={tab.subType}>
              <Link className={css.tab} to={tab.to} aria-current={tab.current ? 'page' : undefined}>
                {subTypeLabel(i18n, tab.subType)}
                {tab.count !== undefined && ` (${tab.count})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <FilterBarSlot
        state={state}
        onChange={applyStandby}
        onClear={clear}
        onSubTypeChange={onSubTypeChange}
        brands={brands.data}
        brandFixed={route === 'brand'}
      />

      <div className={css.toolbar}>
        <Text role="status" aria-live="polite">
          {list.isSuccess && (subTypeName ? t`${total} vehicles found (${subTypeName})` : t`${total} vehicles found`)}
        </Text>
        <div className={css.sort}>
          <SortSelectSlot value={state.sort} hasLocation={state.location !== undefined} onChange={onSortChange} />
        </div>
        <Button type="button" variant="secondary" aria-pressed={showMap} onClick={() => setShowMap((v) => !v)}>
          {showMap ? <Trans>Hide map</Trans> : <Trans>Show map</Trans>}
        </Button>
        {state.mapBounds && (
          <Button type="button" variant="ghost" onClick={() => applyStandby({ mapBounds: undefined })}>
            <Trans>Search the whole area</Trans>
          </Button>
        )}
      </div>

      {showMap && (
        <Suspense fallback={<Spinner />}>
          <SearchMap
            className={css.map}
            vehicles={mapVehicles}
            bounds={state.mapBounds}
            onBoundsChange={(bounds) => applyStandby({ mapBounds: bounds })}
            openInNewTab
          />
        </Suspense>
      )}

      <section aria-label={t`Search results`}>
        {unknownBrand ? (
          <div className={css.status}>
            <Heading level={2} size="md">
              <Trans>We do not know this brand</Trans>
            </Heading>
            <Link to={hrefTo('all')}>
              <Trans>See all vehicles</Trans>
            </Link>
          </div>
        ) : list.isError ? (
          <div className={css.status} role="alert">
            <Text>
              <Trans>The vehicles could not be loaded. Please try again.</Trans>
            </Text>
            <Button type="button" onClick={() => void list.refetch()} loading={list.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : list.isSuccess && total === 0 ? (
          <div className={css.status}>
            <Heading level={2} size="md">
              <Trans>No vehicles match your search</Trans>
            </Heading>
            <Text tone="muted">
              <Trans>Try other dates, a larger distance or fewer filters.</Trans>
            </Text>
            <Button type="button" variant="secondary" onClick={() => clear('all')}>
              <Trans>Clear all filters</Trans>
            </Button>
          </div>
        ) : (
          <VehicleGridSlot
            results={data}
            stale={list.isPlaceholderData || list.isPending}
            skeletonCount={SEARCH_PAGE_SIZE}
            openInNewTab="always"
            headingLevel={2}
            label={t`Vehicles`}
          />
        )}
      </section>

      {list.isSuccess && <SearchPagination current={page} last={lastPage} />}
    </PageContainer>
  );
}

