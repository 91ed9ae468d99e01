import type { BookingRequestView } from '@machines/booking-request';
import { analyticsPrice, type FunnelEvent } from '@/entities/funnel';
import { daysBetween } from '@/shared/lib/dates';

/** The steps in the flow's order; moving to a later one completes the one left. */
const STEP_ORDER = ['dates', 'about-you', 'customize', 'insurance', 'login', 'verify-id', 'purchase', 'confirmation'] as const;
const shown = (view: BookingRequestView) => view.phase !== 'resuming' && view.phase !== 'restoring' && view.phase !== 'error';

function priceOf(view: BookingRequestView) {
  const request = view.cart.pendingBookingRequest;
  if (!view.quote || !request) return undefined;
  const nights = daysBetween(request.fromDate, request.toDate);
  return analyticsPrice({ total: view.quote.totalPrice, pricedNights: nights, stayNights: nights, currency: view.quote.currency });
}

/**
 * The funnel's events for one change of the booking flow's view (issue #25): the flow started
 * (its first step shown with no booking made yet), each step completed (the flow moved on to a
 * later step), the request sent (the API has it), the booking confirmed (an instant booking paid).
 */
export function bookingFunnelEvents(previous: BookingRequestView | undefined, next: BookingRequestView, vehicleId: number): FunnelEvent[] {
  if (!shown(next)) return [];
  if (!previous || !shown(previous)) {
    return next.cart.booking === null && next.step !== 'confirmation' ? [{ name: 'booking_started', vehicleId, bookingMethod: next.cart.cartVehicle?.bookingMethod ?? 'unknown' }] : [];
  }
  const events: FunnelEvent[] = [];
  const from = STEP_ORDER.indexOf(previous.step as (typeof STEP_ORDER)[number]);
  const to = STEP_ORDER.indexOf(next.step as (typeof STEP_ORDER)[number]);
  if (from !== -1 && to > from && previous.step !== 'purchase') events.push({ name: 'booking_step_completed', vehicleId, step: previous.step });
  const bookingId = next.cart.booking?.bookingId;
  if (previous.phase === 'submitting' && (next.phase === 'paying' || next.phase === 'confirmation')) {
    events.push({ name: 'booking_request_sent', vehicleId, bookingId, price: priceOf(next) });
  }
  if (previous.phase === 'paying' && next.phase === 'confirmation' && next.cart.cartVehicle?.bookingMethod === 'instant') {
    events.push({ name: 'booking_confirmed', vehicleId, bookingId, price: priceOf(next) });
  }
  return events;
}
