import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** Unread conversations and actionable bookings, polled every 30 s while logged in (spec 002 §4.6). */
export const USER_STATUS_POLL_MS = 30_000;

export const userStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: ['me', userId, 'status'] as const,
    queryFn: async () => (await unwrap(api.GET('/me/status'))).data,
    refetchInterval: USER_STATUS_POLL_MS,
  });
