import type { BookingDto } from './booking';

/**
 * How a booking's dates change (001 §4): an unanswered, unpaid request is moved directly
 * (`POST /bookings/{id}/new-dates`); an accepted, open booking takes a change request the other
 * party answers; anything else cannot change its dates.
 */
export function dateChangeKind(booking: { ecommerceStatus: string; requestStatus?: string | null; paid: boolean }): 'direct' | 'request' | undefined {
  const { ecommerceStatus, requestStatus } = booking;
  if ((ecommerceStatus === 'draft' || (ecommerceStatus === 'pending_confirmation' && requestStatus === 'requested')) && !booking.paid) return 'direct';
  if (requestStatus === 'accepted' && ['pending_confirmation', 'confirmed', 'active'].includes(ecommerceStatus)) return 'request';
  return undefined;
}

/** `dateChangeKind` of the API's booking: paid means an installment of its order is paid. */
export const dateChangeKindOf = (booking: BookingDto): 'direct' | 'request' | undefined =>
  dateChangeKind({
    ecommerceStatus: booking.ecommerceStatus,
    requestStatus: booking.requestStatus ?? null,
    paid: (booking.order?.installments ?? []).some((installment) => installment.status === 'paid'),
  });
