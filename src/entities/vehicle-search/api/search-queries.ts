import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import type { FilterState } from '../model/filter-schemas';
import { buildAssetSearchQuery, type AssetSearchQuery } from '../model/search-request';

export type AssetListResponse = components['schemas']['AssetListResponse'];
export type AssetCountResponse = components['schemas']['AssetCountResponse'];
export type SearchAsset = components['schemas']['Asset'];
export type AssetBrand = components['schemas']['AssetBrand'];
export type AssetFilterOptions = components['schemas']['AssetFilterOptions'];

export const searchKeys = {
  all: ['vehicle-search'] as const,
  list: (query: AssetSearchQuery) => [...searchKeys.all, 'list', query] as const,
  count: (query: AssetSearchQuery) => [...searchKeys.all, 'count', query] as const,
  filterOptions: () => [...searchKeys.all, 'asset-filters'] as const,
  brands: () => [...searchKeys.all, 'asset-brands'] as const,
};

const fetchAssets = async (query: AssetSearchQuery, signal: AbortSignal) => unwrap(api.GET('/assets', { params: { query }, signal }));

const isList = (body: AssetListResponse | AssetCountResponse): body is AssetListResponse => 'data' in body;

/** A page of vehicles for the filter state (000 §7: data, matchedDates, meta.sub_type_total). */
export const searchListQuery = (state: FilterState, page: number) => {
  const query = buildAssetSearchQuery(state, { page });
  return queryOptions({
    queryKey: searchKeys.list(query),
    queryFn: async ({ signal }) => {
      const body = await fetchAssets(query, signal);
      if (!isList(body)) throw new Error('GET /assets answered a count to a list request');
      return body;
    },
    // The previous page stays on screen while the next loads, instead of a blank list.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/**
 * Matches per subtype for the subtype tabs: the API counts ignoring the subType filter
 * (meta.sub_type_total), so the request leaves it out and switching tabs reuses the answer.
 */
export const subTypeCountsQuery = (state: FilterState) => {
  const { subType: _ignored, sort: _unsorted, ...rest } = state;
  const query = buildAssetSearchQuery(rest, { page: 1, pageSize: 1 });
  return queryOptions({
    queryKey: searchKeys.list(query),
    queryFn: async ({ signal }) => {
      const body = await fetchAssets(query, signal);
      if (!isList(body)) throw new Error('GET /assets answered a count to a list request');
      return body;
    },
    select: (body) => body.meta.sub_type_total,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** The number of matches only (`target=count`: count and rounded_count). */
export const searchCountQuery = (state: FilterState) => {
  const query = buildAssetSearchQuery(state, { target: 'count', pageSize: 1 });
  return queryOptions({
    queryKey: searchKeys.count(query),
    queryFn: async ({ signal }) => {
      const body = await fetchAssets(query, signal);
      if (isList(body)) throw new Error('GET /assets answered a list to a count request');
      return body;
    },
    staleTime: 30_000,
  });
};

/** GET /asset-filters: the choices and ranges of the filter dialog. */
export const assetFilterOptionsQuery = () =>
  queryOptions({
    queryKey: searchKeys.filterOptions(),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/asset-filters', { signal }))).data,
    staleTime: 60 * 60 * 1000,
  });

/** GET /asset-brands, including the `other_brand` choice. */
export const assetBrandsQuery = () =>
  queryOptions({
    queryKey: searchKeys.brands(),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/asset-brands', { signal }))).data,
    staleTime: 60 * 60 * 1000,
  });
