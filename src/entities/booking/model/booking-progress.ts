import type { BookingExpiry, BookingListStatus, BookingState, BookingStatus, ProgressStep } from './types';

/**
 * The progress-bar step a booking has reached (001 §2).
 * - draft shows the first step, requested: the request is being made.
 * - ended shows active: ended means the rental period is over but check-out
 *   follow-ups (extra charges, claims, review) remain; the completed step is
 *   reached only when the booking is completed.
 * - an expired booking (the system cancelled it for want of an answer or a
 *   payment) shows expired; a request the owner cancelled before accepting was
 *   declined; any other cancellation shows cancelled.
 */
export function progressStep(status: BookingStatus, isAccepted: boolean, isExpired: boolean): ProgressStep {
  switch (status) {
    case 'draft':
      return 'requested';
    case 'pending_confirmation':
      return isAccepted ? 'accepted' : 'requested';
    case 'confirmed':
      return 'confirmed';
    case 'active':
    case 'ended':
      return 'active';
    case 'completed':
      return 'completed';
    case 'canceled_by_owner':
      return isAccepted ? 'cancelled' : 'declined';
    case 'canceled_by_renter':
      return 'cancelled';
    case 'canceled_by_system':
      return isExpired ? 'expired' : 'cancelled';
  }
}

/**
 * The status label key of a booking in lists (001 §4): accepted for an accepted,
 * unpaid request; unanswered when it expired because the owner never answered;
 * expired when it expired because the renter never paid; else the status itself.
 */
export function listStatus(booking: BookingState & { expiry?: BookingExpiry | null }): BookingListStatus {
  if (booking.ecommerceStatus === 'pending_confirmation' && booking.isAccepted) return 'accepted';
  if (booking.ecommerceStatus === 'canceled_by_system' && booking.expiry === 'unanswered') return 'unanswered';
  if (booking.ecommerceStatus === 'canceled_by_system' && booking.expiry === 'unpaid') return 'expired';
  return booking.ecommerceStatus;
}
