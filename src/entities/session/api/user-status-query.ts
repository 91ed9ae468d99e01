import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { POLL_INTERVAL_MS } from '@/shared/config';

/** Unread conversations and actionable bookings, polled while logged in (spec 002 §4.6). */
export const userStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: ['me', userId, 'status'] as const,
    queryFn: async () => (await unwrap(api.GET('/me/status'))).data,
    refetchInterval: POLL_INTERVAL_MS,
  });
