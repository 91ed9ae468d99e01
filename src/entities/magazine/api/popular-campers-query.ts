import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { CountryCode } from '@/shared/i18n';
import { POPULAR_CAMPERS_CANDIDATES, popularCampersFilter, popularCampersOf } from '../model/popular-campers';

/**
 * The article's popular campers: `GET /assets` by popularity in the locale's country, one per
 * owner. Public data only (no session on the server), so the server renders it with the article.
 */
export const popularCampersQuery = (country: CountryCode) =>
  queryOptions({
    queryKey: ['magazine', 'popular-campers', country] as const,
    queryFn: async ({ signal }) => {
      const filter = popularCampersFilter(country);
      const body = await unwrap(
        api.GET('/assets', { params: { query: { sort: 'popularity', 'page[size]': POPULAR_CAMPERS_CANDIDATES, ...(filter ? { filter } : {}) } }, signal }),
      );
      if (!('data' in body)) throw new Error('GET /assets answered a count to a list request');
      return popularCampersOf(body.data);
    },
    staleTime: 5 * 60 * 1000,
  });
