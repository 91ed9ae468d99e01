import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

/** Orders and bookings are polled every 30 s while logged in (spec 001 §7, 002 §4.6). */
export const BOOKING_POLL_MS = 30_000;

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (userId: number) => [...bookingKeys.all, 'list', userId] as const,
  detail: (id: number) => [...bookingKeys.all, 'detail', id] as const,
};

export const bookingQueries = {
  list: (userId: number) =>
    queryOptions({
      queryKey: bookingKeys.list(userId),
      queryFn: async () => (await unwrap(api.GET('/bookings'))).data,
      refetchInterval: BOOKING_POLL_MS,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: bookingKeys.detail(id),
      queryFn: async () => (await unwrap(api.GET('/bookings/{id}', { params: { path: { id } } }))).data,
      refetchInterval: BOOKING_POLL_MS,
    }),
};
