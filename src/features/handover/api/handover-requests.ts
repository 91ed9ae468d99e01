import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys, checkinDataOf, checkoutDataOf, type BookingDto, type HandoverBooking, type HandoverDraft, type HandoverPhase } from '@/entities/booking';
import { orderKeys } from '@/entities/order';
import { IMAGE_UPLOAD_RULES, api, unwrap, uploadFile, type UploadOptions } from '@/shared/api';

type SendOptions = Omit<UploadOptions, 'rules'>;
export type BookingImage = NonNullable<BookingDto['checkinImages']>[number];

/** The booking, its order and lists are read again after every handover call (the page polls them too). */
export async function refreshBooking(queryClient: QueryClient, bookingId: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'active' });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'active' });
}

/** `finalize-checkin` with what the owner documented, or `finalize-checkout`. */
export async function finalizeHandover(booking: HandoverBooking, draft: HandoverDraft, signal?: AbortSignal): Promise<BookingDto> {
  const params = { path: { id: booking.id } };
  if (booking.phase === 'checkin') {
    // The damages recorded at this handover (001 §7) are tied to the check-in before it is sent, so the renter reviews them with it.
    await unwrap(api.POST('/bookings/{id}/sync-checkin-damages', { params, signal }));
    return (await unwrap(api.POST('/bookings/{id}/finalize-checkin', { params, body: checkinDataOf(draft, { cashDeposit: booking.cashDeposit }), signal }))).data;
  }
  // The claim intent is the booking's, not CheckoutData's: set first, so a retry after a failed finalize sets it again, harmlessly.
  if (draft.insuranceClaimIntent) await unwrap(api.PUT('/bookings/{id}', { params, body: { insuranceClaimIntent: true }, signal }));
  return (await unwrap(api.POST('/bookings/{id}/finalize-checkout', { params, body: checkoutDataOf(draft), signal }))).data;
}

/**
 * The renter's approval (`approve-checkin`, `approve-checkout`); a cash deposit's check-out is
 * completed by the renter's word that the deposit came back (001 §4).
 */
export async function approveHandover(booking: HandoverBooking, signal?: AbortSignal): Promise<void> {
  const params = { path: { id: booking.id } };
  if (booking.phase === 'checkout' && booking.cashDeposit) {
    await unwrap(api.POST('/bookings/{id}/actions', { params, body: { action: 'confirm_cash_deposit_refunded' }, signal }));
  } else if (booking.phase === 'checkin') {
    await unwrap(api.POST('/bookings/{id}/approve-checkin', { params, body: {}, signal }));
  } else {
    await unwrap(api.POST('/bookings/{id}/approve-checkout', { params, body: {}, signal }));
  }
}

/** The renter asks the owner to correct the documentation (`request_checkin_update`, `request_checkout_update`). */
export async function requestHandoverUpdate(bookingId: number, phase: HandoverPhase, signal?: AbortSignal): Promise<void> {
  const action = phase === 'checkin' ? 'request_checkin_update' : 'request_checkout_update';
  await unwrap(api.POST('/bookings/{id}/actions', { params: { path: { id: bookingId } }, body: { action }, signal }));
}

export async function uploadHandoverPhoto(bookingId: number, phase: HandoverPhase, file: File, options: SendOptions): Promise<BookingImage> {
  const path = phase === 'checkin' ? '/bookings/{id}/checkin-images' : '/bookings/{id}/checkout-images';
  return (await uploadFile({ method: 'POST', path, params: { path: { id: bookingId } }, fields: {}, file }, { rules: IMAGE_UPLOAD_RULES, ...options })).data;
}

export async function rotateHandoverPhoto(bookingId: number, phase: HandoverPhase, imageId: number, direction: 'left' | 'right'): Promise<void> {
  const params = { path: { id: bookingId, imageId } };
  if (phase === 'checkin') await unwrap(direction === 'left' ? api.POST('/bookings/{id}/checkin-images/{imageId}/rotate-left', { params }) : api.POST('/bookings/{id}/checkin-images/{imageId}/rotate-right', { params }));
  else await unwrap(direction === 'left' ? api.POST('/bookings/{id}/checkout-images/{imageId}/rotate-left', { params }) : api.POST('/bookings/{id}/checkout-images/{imageId}/rotate-right', { params }));
}

export async function removeHandoverPhoto(bookingId: number, phase: HandoverPhase, imageId: number): Promise<void> {
  const params = { path: { id: bookingId, imageId } };
  await unwrap(phase === 'checkin' ? api.DELETE('/bookings/{id}/checkin-images/{imageId}', { params }) : api.DELETE('/bookings/{id}/checkout-images/{imageId}', { params }));
}
