import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';

export type OwnerPerformance = components['schemas']['OwnerPerformanceData'];
export type YearStats = components['schemas']['YearStats'];

/** The owner's own figures: the dashboard and the top-owner page (000 §7). */
export const ownerQueries = {
  /** `GET /me/owner-performance-data`: acceptance, rating and completed bookings against the top-owner criteria (updated daily). */
  performance: (userId: number) =>
    queryOptions({
      queryKey: ['user', 'owner-performance', userId] as const,
      queryFn: async ({ signal }): Promise<OwnerPerformance> => (await unwrap(api.GET('/me/owner-performance-data', { signal }))).data,
      staleTime: 5 * 60_000,
    }),
  /** `GET /me/year-stats`: bookings, nights, earnings and kilometres per year, latest first. */
  yearStats: (userId: number) =>
    queryOptions({
      queryKey: ['user', 'year-stats', userId] as const,
      queryFn: async ({ signal }): Promise<YearStats[]> => (await unwrap(api.GET('/me/year-stats', { params: { query: { userId } }, signal }))).data,
      staleTime: 5 * 60_000,
    }),
};
