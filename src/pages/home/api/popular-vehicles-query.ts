import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** 000 §9: the popular vehicles block shows 3 vehicles. */
export const POPULAR_VEHICLES_COUNT = 3;

/** `GET /assets` sorted by popularity, one page of 3. */
export const popularVehiclesQuery = () =>
  queryOptions({
    queryKey: ['home', 'popular-vehicles', POPULAR_VEHICLES_COUNT] as const,
    queryFn: async ({ signal }) => {
      const body = await unwrap(api.GET('/assets', { params: { query: { sort: 'popularity', 'page[size]': POPULAR_VEHICLES_COUNT } }, signal }));
      if (!('data' in body)) throw new Error('GET /assets answered a count to a list request');
      return body.data;
    },
    staleTime: 5 * 60 * 1000,
  });
