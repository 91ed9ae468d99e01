import type { DateRange } from '@/entities/booking';
import type { AssetSubType } from '@/entities/vehicle';
import type { AssetPeriods } from './availability';
import type { AssetFilter, AssetSort } from './search-filter';
import { matchAsset, searchNightlyPrice, type AssetMatch, type SearchableAsset } from './search-match';

/** 000 §9: default vehicle page size 24. */
export const DEFAULT_PAGE_SIZE = 24;

export interface SearchRequest {
  filter: AssetFilter;
  /** Defaults to the filter's sort, then popularity. */
  sort?: AssetSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** Seed of the random sort: the same seed gives the same order. */
  seed?: number;
}

export interface SearchHit<A> extends AssetMatch {
  asset: A;
}

export interface SearchResult<A> {
  data: SearchHit<A>[];
  /** Flexible-date matches of the page's vehicles by id (the contract's `matchedDates`). */
  matchedDates: Record<string, DateRange>;
  meta: {
    current_page: number;
    last_page: number;
    per_page: number;
    total: number;
    from: number | null;
    to: number | null;
    /** Matches per subtype, ignoring the subType filter (so the subtype tabs can show their counts). */
    sub_type_total: Record<AssetSubType, number>;
  };
  count: number;
  rounded_count: number;
}

/**
 * The public vehicle counter rounds down: exact below 10 (so it never reads "0+"),
 * to tens below 100, to fifties below 1000, else to hundreds (1234 → 1200).
 */
export function roundedCount(count: number): number {
  const step = count < 10 ? 1 : count < 100 ? 10 : count < 1000 ? 50 : 100;
  return Math.floor(count / step) * step;
}

/** A well-mixed 32-bit rank of an id for a seed (murmur3 finaliser), so random order is stable per seed. */
function randomRank(seed: number, id: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ id;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

type Hit = SearchHit<SearchableAsset>;
type Compare = (a: Hit, b: Hit) => number;

/** Popularity: more reviews first, then the better rating, then the older listing (lower id). */
const byPopularity: Compare = (a, b) =>
  b.asset.reviewCount - a.asset.reviewCount || (b.asset.averageRating ?? 0) - (a.asset.averageRating ?? 0) || a.asset.id - b.asset.id;

function comparator(sort: AssetSort, filter: AssetFilter, seed: number, now: Date): Compare {
  const price = (hit: Hit) => searchNightlyPrice(hit.asset, filter, now);
  switch (sort) {
    case 'popularity':
      return byPopularity;
    case 'price':
      return (a, b) => price(a) - price(b) || a.asset.id - b.asset.id;
    case '-price':
      return (a, b) => price(b) - price(a) || a.asset.id - b.asset.id;
    // Without a searched location there is no distance: popularity decides.
    case 'distance':
      return (a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) || byPopularity(a, b);
    case 'random':
      return (a, b) => randomRank(seed, a.asset.id) - randomRank(seed, b.asset.id) || a.asset.id - b.asset.id;
    // By country code, then popularity within a country.
    case 'country':
      return (a, b) => (a.asset.country < b.asset.country ? -1 : a.asset.country > b.asset.country ? 1 : byPopularity(a, b));
  }
}

/**
 * GET /assets over a list of vehicles: filters (see `matchAsset`), sorts, pages, and
 * counts. `periodsOf` gives a vehicle's unavailable and rented periods for date filters.
 */
export function searchAssets<A extends SearchableAsset>(
  assets: readonly A[],
  request: SearchRequest,
  periodsOf: (assetId: number) => AssetPeriods,
  now: Date,
): SearchResult<A> {
  const { subType, ...otherFilters } = request.filter;
  const anySubType = assets.flatMap((asset) => {
    const match = matchAsset(asset, otherFilters, periodsOf, now);
    return match ? [{ asset, ...match }] : [];
  });
  const subTypeTotal: Record<AssetSubType, number> = { motorhome: 0, campervan: 0, caravan: 0, other_camper: 0 };
  for (const hit of anySubType) subTypeTotal[hit.asset.subType] += 1;

  const sort = request.sort ?? request.filter.sort ?? 'popularity';
  const hits = anySubType.filter((hit) => subType === undefined || hit.asset.subType === subType);
  hits.sort(comparator(sort, request.filter, request.seed ?? 0, now));

  const perPage = Math.max(1, request.pageSize ?? DEFAULT_PAGE_SIZE);
  const page = Math.max(1, request.page ?? 1);
  const data = hits.slice((page - 1) * perPage, page * perPage);
  const first = (page - 1) * perPage + 1;
  const matchedDates = Object.fromEntries(data.flatMap((hit) => (hit.matchedDates ? [[String(hit.asset.id), hit.matchedDates]] : [])));

  return {
    data,
    matchedDates,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(hits.length / perPage)),
      per_page: perPage,
      total: hits.length,
      from: data.length > 0 ? first : null,
      to: data.length > 0 ? first + data.length - 1 : null,
      sub_type_total: subTypeTotal,
    },
    count: hits.length,
    rounded_count: roundedCount(hits.length),
  };
}
