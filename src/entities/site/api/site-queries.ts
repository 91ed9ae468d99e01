import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { POLL_INTERVAL_MS } from '@/shared/config';

type Currency = components['schemas']['Currency'];

export const siteKeys = {
  all: ['site'] as const,
  health: () => [...siteKeys.all, 'health'] as const,
  exchangeRates: (base: Currency) => [...siteKeys.all, 'exchange-rates', base] as const,
  reviewStats: () => [...siteKeys.all, 'user-reviews', 'stats'] as const,
  vehicleCount: () => [...siteKeys.all, 'assets', 'count'] as const,
};

/** `GET /health.json` once, e.g. for a route guard outside React. */
export const fetchHealth = (signal?: AbortSignal) => unwrap(api.GET('/health.json', { signal }));

/**
 * `GET /health.json`, polled every 30 seconds (spec 002 §4.6). A failed check is ignored: no
 * retry (the next poll is the retry) and the last answer stays in place; read the status with
 * `healthStatusOf(query.data)`, never from the error.
 */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.health(),
    queryFn: ({ signal }) => fetchHealth(signal),
    refetchInterval: POLL_INTERVAL_MS,
    staleTime: POLL_INTERVAL_MS,
    retry: false,
    throwOnError: false,
  });

/** `GET /exchange-rates?base=`: rates from `base` into every supported currency. */
export const exchangeRatesQueryOptions = (base: Currency) =>
  queryOptions({
    queryKey: siteKeys.exchangeRates(base),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/exchange-rates', { params: { query: { base } }, signal }))).data,
    staleTime: 60 * 60 * 1000,
  });

/** `GET /user-reviews/stats`: the platform-wide average score and rounded count (spec 002 §3 site config). */
export const userReviewStatsQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.reviewStats(),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/user-reviews/stats', { signal }))).data,
    staleTime: 60 * 60 * 1000,
  });

/** `GET /assets/count` without a filter: the public vehicle counter (count and rounded_count, 000 §7). */
export const platformVehicleCountQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.vehicleCount(),
    queryFn: ({ signal }) => unwrap(api.GET('/assets/count', { signal })),
    staleTime: 60 * 60 * 1000,
  });
