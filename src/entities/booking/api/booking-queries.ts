import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
// Orders and bookings are polled while logged in (spec 001 §7, 002 §4.6).
import { POLL_INTERVAL_MS } from '@/shared/config';
import type { BookingListFilters } from './booking-list-query';

/** The relations the booking page shows: the order (installments, deposit, items), the vehicle, the request's message, drivers and change requests. */
export const BOOKING_DETAIL_INCLUDES = 'order,asset,message,changeRequests,additionalDrivers,extraCharges,extraChargeDiscounts,checkinDamages,checkoutDamages';

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (userId: number) => [...bookingKeys.all, 'list', userId] as const,
  filtered: (userId: number, filters: BookingListFilters) => [...bookingKeys.list(userId), filters] as const,
  detail: (id: number) => [...bookingKeys.all, 'detail', id] as const,
  full: (id: number) => [...bookingKeys.detail(id), 'full'] as const,
  history: (id: number) => [...bookingKeys.detail(id), 'history'] as const,
};

export const bookingQueries = {
  list: (userId: number) =>
    queryOptions({
      queryKey: bookingKeys.list(userId),
      queryFn: async () => (await unwrap(api.GET('/bookings'))).data,
      refetchInterval: POLL_INTERVAL_MS,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: bookingKeys.detail(id),
      queryFn: async () => (await unwrap(api.GET('/bookings/{id}', { params: { path: { id } } }))).data,
      refetchInterval: POLL_INTERVAL_MS,
    }),
  /** The booking with the relations its page shows, polled like the order. */
  full: (id: number) =>
    queryOptions({
      queryKey: bookingKeys.full(id),
      queryFn: async () => (await unwrap(api.GET('/bookings/{id}', { params: { path: { id }, query: { include: BOOKING_DETAIL_INCLUDES } } }))).data,
      refetchInterval: POLL_INTERVAL_MS,
    }),
  /** The status events, oldest first. */
  history: (id: number) =>
    queryOptions({
      queryKey: bookingKeys.history(id),
      queryFn: async () => (await unwrap(api.GET('/bookings/{id}/history', { params: { path: { id } } }))).data,
      refetchInterval: POLL_INTERVAL_MS,
    }),
};
