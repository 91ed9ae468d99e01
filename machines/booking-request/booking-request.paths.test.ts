import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { EMPTY_CART } from '@/entities/cart';
import { doneEvent, errorEvent, modelCoverage, type ModelCoverage } from '../testing/model-coverage';
import {
  FROM,
  NOW,
  TO,
  cartAt,
  instantVehicle,
  openRules,
  owner,
  payable,
  quote,
  renter,
  swissVehicle,
  unverifiedRenter,
  userEvents,
  vehicleAddons,
} from './booking-request.fixtures';
import { bookingRequestMachine } from './booking-request.machine';
import { aboutYouComplete, datesBookable } from './booking-request.facts';
import type { BookingRenter, BookingRequestContext, BookingRequestEvent, BookingRequestInput } from './booking-request.types';

const failure = (slug: string, status = 422) => ({ slug, message: slug, status });
const tooYoung: BookingRenter = renter({ birthDate: '2008-01-01' });
const creditRejected: BookingRenter = renter({ creditReportResult: 'rejected' });

/** Every event the flow can receive, with the outcomes of each actor, for the graph walk. */
const FLOW_EVENTS: BookingRequestEvent[] = [
  { type: 'DATE_RULES_LOADED', rules: openRules() },
  { type: 'ADDONS_LOADED', addons: vehicleAddons() },
  { type: 'SET_DATES', fromDate: FROM, toDate: '2027-03-02' },
  ...userEvents(),
  { type: 'SIGNED_IN', renter: tooYoung },
  { type: 'SIGNED_IN', renter: creditRejected },
  { type: 'SIGNED_OUT' },
  { type: 'RESET' },
  { type: 'RETRY' },
  { type: 'TICK', now: NOW },
];

export const BOOKING_REQUEST_EVENTS: EventObject[] = [
  ...FLOW_EVENTS,
  doneEvent('priceDraft', quote()),
  errorEvent('priceDraft', failure('dates_unavailable')),
  errorEvent('priceDraft', failure('driving_license_confirmation_required')),
  errorEvent('priceDraft', failure('credit_report_failed')),
  doneEvent('submitRequest', { payable: payable() }),
  doneEvent('submitRequest', { payable: null }),
  errorEvent('submitRequest', failure('dates_unavailable')),
  errorEvent('submitRequest', failure('booking_blocked')),
  errorEvent('submitRequest', failure('server_error', 500)),
  doneEvent('restoreBooking', { sent: false, quote: quote() }),
  doneEvent('restoreBooking', { sent: true, quote: quote(), payable: payable() }),
  doneEvent('restoreBooking', { sent: true, quote: quote(), payable: null }),
  errorEvent('restoreBooking', failure('not_found', 404)),
  errorEvent('restoreBooking', failure('network_error')),
];

/**
 * A vertex is the state plus what the guards read: the vehicle and who is signed in (the starts
 * differ by both, and share one walk), whether the answers so far hold, the booking and the failure.
 */
const serializeState = (s: { value: unknown; context: unknown }) => {
  const context = s.context as BookingRequestContext;
  return JSON.stringify([
    s.value,
    context.cart.cartVehicle?.id,
    context.renter ? [context.renter.role, context.renter.country, context.renter.isIdVerified, context.renter.birthDate, context.renter.creditReportResult] : null,
    Boolean(context.dateRules) && datesBookable(context),
    aboutYouComplete(context),
    context.cart.booking,
    context.cart.pendingBookingRequest?.payLater,
    context.failure?.slug,
    Boolean(context.paymentFailure),
  ]);
};

const inputs: BookingRequestInput[] = [
  { cart: EMPTY_CART, vehicle: instantVehicle(), renter: null, requestedDates: { fromDate: FROM, toDate: TO }, now: NOW },
  { cart: EMPTY_CART, vehicle: instantVehicle(), renter: owner(), now: NOW },
  // 001 §5: told before filling in the flow.
  { cart: EMPTY_CART, vehicle: instantVehicle(), renter: creditRejected, now: NOW },
  ...(['about-you', 'verify-id', 'customize', 'insurance', 'login', 'purchase'] as const).map((step) => ({
    // 001 §5: the flow's ID check is for vehicles considered Swiss.
    cart: step === 'verify-id' ? cartAt(step, { cartVehicle: swissVehicle() }) : cartAt(step),
    vehicle: step === 'verify-id' ? swissVehicle() : instantVehicle(),
    renter: step === 'verify-id' ? unverifiedRenter() : step === 'login' ? null : renter(),
    now: NOW,
  })),
  { cart: cartAt('purchase', { booking: { bookingId: 1, orderId: 2, orderConfirmed: true } }), vehicle: instantVehicle(), renter: renter(), now: NOW },
  { cart: cartAt('confirmation', { booking: { bookingId: 1, orderId: 2, orderConfirmed: true } }), vehicle: instantVehicle(), renter: renter(), now: NOW },
];

/** One graph from every start; its paths are those from the first (a new request). */
const first: ModelCoverage = modelCoverage(bookingRequestMachine, { events: BOOKING_REQUEST_EVENTS, serializeState: serializeState as never, inputs });
const reached = first.reachedStates;
const walked = first.walkedTransitions;
const newRequest = inputs[0] as BookingRequestInput;
/** One shortest path per state value is enough to replay; the walk above covers the rest. */
const pathPerState = [...new Map(first.paths.map((path) => [JSON.stringify(path.state.value), path] as const)).entries()];

/** Passed through on the way to the saved step (eventless transitions), never rested in. */
const TRANSIENT_STATES = ['bookingRequest.resuming', 'bookingRequest.checkingRenter'];

describe('booking request machine: model-based paths', () => {
  it('reaches every state', () => {
    expect(first.allStates.filter((id) => !reached.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    expect(first.allTransitions.filter((t) => !walked.has(t))).toEqual([]);
  });

  it.each(pathPerState)('replays the shortest path from a new request to %s', (_, path) => {
    let [snapshot] = initialTransition(bookingRequestMachine, newRequest);
    for (const step of path.steps) [snapshot] = transition(bookingRequestMachine, snapshot, step.event as never);
    expect(snapshot.value).toEqual(path.state.value);
  });
});
