import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys, type BookingDto } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { api, unwrap } from '@/shared/api';

/**
 * `POST /bookings/{id}/release-deposit`: the deposit less the approved extra charges goes back to
 * the renter. Refusals: 409 `deposit_release_on_hold` (a damage case), 5XX `release_deposit_failed`
 * or `refund_failed`; the client's middleware throws each as an ApiError and gives the call its deadline.
 */
export async function releaseDeposit(bookingId: number): Promise<BookingDto> {
  return (await unwrap(api.POST('/bookings/{id}/release-deposit', { params: { path: { id: bookingId } } }))).data;
}

/** The booking, its history and its order are read again: the deposit, the status and the events all change. */
export async function refreshAfterRelease(queryClient: QueryClient, bookingId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'active' }),
  ]);
}

/**
 * `POST /bookings/{id}/extend-deposit-release-deadline` with the owner's reason: a pending damage
 * amount's deadline moves on by 7 days, never past 30 after the return (409 once it is there).
 */
export async function extendDepositReleaseDeadline(bookingId: number, reason: string): Promise<BookingDto> {
  return (await unwrap(api.POST('/bookings/{id}/extend-deposit-release-deadline', { params: { path: { id: bookingId } }, body: { reason } }))).data;
}
