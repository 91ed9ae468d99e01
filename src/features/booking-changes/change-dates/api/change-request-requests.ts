import type { AnswerInput, ChangeBooking, ChangeCosts, QuoteInput, SendInput } from '@machines/change-request';
import type { QueryClient } from '@tanstack/react-query';
import { readBookingAfterChange } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { api, unwrap } from '@/shared/api';
import { changeBookingOf } from '../model/change-booking-of';

/** Reads the booking afresh (into the page's cache too) for the machine; lists and the order refresh behind it. */
async function reloadBooking(queryClient: QueryClient, bookingId: number): Promise<ChangeBooking> {
  void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'active' });
  return changeBookingOf(await readBookingAfterChange(queryClient, bookingId));
}

/** 001 §5: what the new dates cost, as the API prices them. */
export async function quoteChange({ bookingId, fromDate, toDate }: QuoteInput, signal?: AbortSignal): Promise<ChangeCosts> {
  const { data } = await unwrap(api.GET('/bookings/{id}/change-request-costs', { params: { path: { id: bookingId }, query: { newFromDate: fromDate, newToDate: toDate } }, signal }));
  return data;
}

export async function sendChangeRequest(queryClient: QueryClient, { bookingId, fromDate, toDate, message }: SendInput, signal?: AbortSignal): Promise<ChangeBooking> {
  await unwrap(
    api.POST('/bookings/{id}/change-requests', { params: { path: { id: bookingId } }, body: { newFromDate: fromDate, newToDate: toDate, ...(message ? { message } : {}) }, signal }),
  );
  return reloadBooking(queryClient, bookingId);
}

/** Before the owner answered, the request itself moves (001 §4). */
export async function moveDates(queryClient: QueryClient, { bookingId, fromDate, toDate }: QuoteInput, signal?: AbortSignal): Promise<ChangeBooking> {
  await unwrap(api.POST('/bookings/{id}/new-dates', { params: { path: { id: bookingId } }, body: { fromDate, toDate }, signal }));
  return reloadBooking(queryClient, bookingId);
}

const ANSWER_PATHS = {
  accept: '/booking-change-requests/{id}/accept',
  deny: '/booking-change-requests/{id}/deny',
  cancel: '/booking-change-requests/{id}/cancel',
} as const;

export async function answerChangeRequest(queryClient: QueryClient, { bookingId, requestId, answer }: AnswerInput, signal?: AbortSignal): Promise<ChangeBooking> {
  await unwrap(api.POST(ANSWER_PATHS[answer], { params: { path: { id: requestId } }, signal }));
  return reloadBooking(queryClient, bookingId);
}

/** 001 §4: the renter confirms an accepted extension; its difference becomes payable. */
export async function confirmExtension(queryClient: QueryClient, { orderId, bookingId }: { orderId: number; bookingId: number }, signal?: AbortSignal): Promise<ChangeBooking> {
  await unwrap(api.POST('/orders/{id}/extend-confirm', { params: { path: { id: orderId } }, signal }));
  return reloadBooking(queryClient, bookingId);
}
