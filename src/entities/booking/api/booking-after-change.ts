import type { QueryClient } from '@tanstack/react-query';
import type { BookingDto } from '../model/booking';
import { bookingKeys, bookingQueries } from './booking-queries';

/** A booking read by the invalidation a moment ago is still the server's; older than this it is read again. */
const JUST_READ_MS = 2_000;

/**
 * The booking as the server has it after a change this page sent, and its queries marked stale
 * (the page's parts that show them read them again).
 *
 * The booking page polls the booking: a poll that left before the change answers with the booking
 * as it was, and `fetchQuery` joins a fetch in flight, so that one is cancelled first. Once, a
 * declined change request stayed on the page until the next poll, its buttons live again.
 */
export async function readBookingAfterChange(queryClient: QueryClient, bookingId: number): Promise<BookingDto> {
  await queryClient.cancelQueries({ queryKey: bookingKeys.detail(bookingId) });
  await queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
  return queryClient.fetchQuery({ ...bookingQueries.full(bookingId), staleTime: JUST_READ_MS });
}
