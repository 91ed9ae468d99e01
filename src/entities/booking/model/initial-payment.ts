import type { BookingMethod } from './types';

/**
 * 001 §4: the initial payment is delayed (taken after acceptance rather than with
 * the request) when the booking is flagged so, or when the method is instant.
 */
export function isInitialPaymentDelayed(flagged: boolean, bookingMethod: BookingMethod): boolean {
  return flagged || bookingMethod === 'instant';
}
