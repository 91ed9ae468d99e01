import type { components } from '@/shared/api';
import { DEFAULT_RADIUS_KM, SEARCH_PAGE_SIZE, type SortOption } from './filter-options';
import type { FilterKey, FilterState } from './filter-schemas';

export type ApiAssetFilter = components['schemas']['AssetFilter'];

export interface AssetSearchQuery {
  filter: ApiAssetFilter;
  sort?: SortOption;
  'page[size]': number;
  'page[number]': number;
  target: 'list' | 'count';
}

/** Keys the URL holds for the page only: the place name is display text, the sort is its own parameter. */
const NOT_SENT: readonly FilterKey[] = ['placeDescription', 'sort', 'radius'];

/** 000 §5: the price filter is sent in minor units, the major value multiplied by 100. */
export const toMinorUnits = (major: number): number => Math.round(major * 100);

/** The filter of GET /assets from the filter state (000 §3, §5, §7). */
export function toApiFilter(state: FilterState): ApiAssetFilter {
  const filter: Record<string, unknown> = {};
  for (const key of Object.keys(state) as FilterKey[]) {
    const value = state[key];
    if (value === undefined || NOT_SENT.includes(key)) continue;
    switch (key) {
      case 'location': {
        const { lat, lng, radius } = value as NonNullable<FilterState['location']>;
        // The radius chosen apart, else the one in the location, else 60 km (000 §9).
        filter.location = `${lat},${lng},${state.radius ?? radius ?? DEFAULT_RADIUS_KM}`;
        break;
      }
      case 'mapBounds': {
        const { south, west, north, east } = value as NonNullable<FilterState['mapBounds']>;
        filter.mapBounds = `${south},${west},${north},${east}`;
        break;
      }
      case 'priceRange': {
        const { min, max } = value as NonNullable<FilterState['priceRange']>;
        filter.priceRange = `${toMinorUnits(min)},${toMinorUnits(max)}`;
        break;
      }
      case 'availableBetween': {
        const { from, to, mode } = value as NonNullable<FilterState['availableBetween']>;
        filter.availableBetween = `${from},${to},${mode}`;
        break;
      }
      default:
        filter[key] = value;
    }
  }
  return filter as ApiAssetFilter;
}

/** GET /assets query: filter, sort, page size 24 (000 §9), page number, list or count. */
export function buildAssetSearchQuery(
  state: FilterState,
  { page = 1, target = 'list', pageSize = SEARCH_PAGE_SIZE }: { page?: number; target?: 'list' | 'count'; pageSize?: number } = {},
): AssetSearchQuery {
  return {
    filter: toApiFilter(state),
    ...(state.sort !== undefined && { sort: state.sort }),
    'page[size]': pageSize,
    'page[number]': Math.max(1, Math.floor(page)),
    target,
  };
}

/** The page number in the URL: a positive integer, else page 1. */
export function parsePageParam(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}
