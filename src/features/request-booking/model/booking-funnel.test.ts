import type { BookingRequestPhase, BookingRequestView } from '@machines/booking-request';
import { describe, expect, it } from 'vitest';
import type { CartStep } from '@/entities/cart';
import { bookingFunnelEvents } from './booking-funnel';

const VEHICLE = 101;
const viewAt = (phase: BookingRequestPhase, step: CartStep, overrides: { booked?: boolean; bookingMethod?: 'instant' | 'binding'; quoted?: boolean } = {}) =>
  ({
    phase,
    step,
    cart: {
      booking: overrides.booked ? { bookingId: 9, orderId: 19, orderConfirmed: true } : null,
      cartVehicle: { bookingMethod: overrides.bookingMethod ?? 'instant' },
      pendingBookingRequest: { fromDate: '2027-03-01', toDate: '2027-03-06' },
    },
    quote: overrides.quoted ? { totalPrice: 650_000, currency: 'sek' } : null,
  }) as unknown as BookingRequestView;

/** Events of a walk through the flow's views, in order. */
const walk = (...views: BookingRequestView[]) => views.flatMap((view, index) => bookingFunnelEvents(views[index - 1], view, VEHICLE));

describe('the booking flow\'s funnel events (issue #25)', () => {
  it('starts, completes each step, sends the request and confirms an instant booking after its payment, in order', () => {
    const events = walk(
      viewAt('resuming', 'dates'),
      viewAt('dates', 'dates'),
      viewAt('aboutYou', 'about-you'),
      viewAt('customize', 'customize'),
      viewAt('insurance', 'insurance'),
      viewAt('pricing', 'purchase', { quoted: true }),
      viewAt('review', 'purchase', { quoted: true }),
      viewAt('submitting', 'purchase', { quoted: true }),
      viewAt('paying', 'purchase', { quoted: true, booked: true }),
      viewAt('confirmation', 'confirmation', { quoted: true, booked: true }),
    );
    expect(events.map((event) => (event.name === 'booking_step_completed' ? `${event.name}:${event.step}` : event.name))).toEqual([
      'booking_started',
      'booking_step_completed:dates',
      'booking_step_completed:about-you',
      'booking_step_completed:customize',
      'booking_step_completed:insurance',
      'booking_request_sent',
      'booking_confirmed',
    ]);
    expect(events.at(-1)).toEqual({ name: 'booking_confirmed', vehicleId: VEHICLE, bookingId: 9, price: { amount: 650_000, currency: 'sek', nights: 5 } });
  });

  it('sends a request without payment for a binding request paid later, and confirms nothing', () => {
    const events = walk(viewAt('review', 'purchase', { bookingMethod: 'binding', quoted: true }), viewAt('submitting', 'purchase', { bookingMethod: 'binding' }), viewAt('confirmation', 'confirmation', { bookingMethod: 'binding', booked: true }));
    expect(events.map((event) => event.name)).toEqual(['booking_started', 'booking_request_sent']);
  });

  it('does not start again when a reload resumes a flow whose booking exists, nor count going back as a step', () => {
    expect(walk(viewAt('restoring', 'purchase'), viewAt('paying', 'purchase', { booked: true }))).toEqual([]);
    expect(walk(viewAt('customize', 'customize'), viewAt('aboutYou', 'about-you')).map((event) => event.name)).toEqual(['booking_started']);
  });
});
