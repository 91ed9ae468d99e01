import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { POLL_INTERVAL_MS } from '@/shared/config';
import type { BookingStatus } from '../model/types';
import { bookingKeys } from './booking-queries';

/** Filters of the bookings list (001 §2): role, vehicle, travel dates, and whether cancelled and expired ones show. */
export interface BookingListFilters {
  role?: 'renter' | 'owner';
  assetId?: number;
  /** Bookings ending on or after this date. */
  fromDate?: string;
  /** Bookings starting on or before this date. */
  toDate?: string;
  showCanceled?: boolean;
  /** Only bookings that are over: the booking history (001 §2, `/booking-history`). */
  past?: boolean;
  page?: number;
  /** Page size; the list's own by default. */
  size?: number;
}

export const BOOKING_LIST_PAGE_SIZE = 15;

/** The trips that are over; an expired request or booking is one the system cancelled. */
const ENDED: readonly BookingStatus[] = ['ended', 'completed'];
const CANCELLED: readonly BookingStatus[] = ['canceled_by_owner', 'canceled_by_renter', 'canceled_by_system'];

/** The statuses the booking history lists: trips that are over and, with the toggle, the cancelled and expired. */
export function pastStatuses(showCanceled: boolean): readonly BookingStatus[] {
  return showCanceled ? [...ENDED, ...CANCELLED] : ENDED;
}

/** `GET /bookings`'s query for the list's filters (001 §7), newest trip first. */
export function bookingListQuery(filters: BookingListFilters) {
  return {
    include: 'order,asset',
    sort: '-fromDate' as const,
    'page[size]': filters.size ?? BOOKING_LIST_PAGE_SIZE,
    ...(filters.page ? { 'page[number]': filters.page } : {}),
    ...(filters.role ? { 'filter[role]': filters.role } : {}),
    ...(filters.assetId ? { 'filter[assetId]': filters.assetId } : {}),
    ...(filters.fromDate ? { 'filter[fromDate]': filters.fromDate } : {}),
    ...(filters.toDate ? { 'filter[toDate]': filters.toDate } : {}),
    // The statuses decide alone once given (the API reads the toggle only without them).
    ...(filters.past ? { 'filter[ecommerceStatus]': pastStatuses(filters.showCanceled ?? false).join(',') } : filters.showCanceled ? { 'filter[showCanceled]': true } : {}),
  };
}

/**
 * A page of the user's bookings with the list's filters. Apart from `bookingQueries`: the booking
 * page, at its size budget, reads no list.
 */
export const bookingListQueries = {
  filtered: (userId: number, filters: BookingListFilters) =>
    queryOptions({
      queryKey: bookingKeys.filtered(userId, filters),
      queryFn: async () => unwrap(api.GET('/bookings', { params: { query: bookingListQuery(filters) } })),
      refetchInterval: POLL_INTERVAL_MS,
    }),
};
