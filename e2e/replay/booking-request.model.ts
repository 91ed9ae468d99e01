import { aboutYouComplete, bookingRequestMachine, datesBookable, type BookingRequestEvent } from '@machines/booking-request';
import { EMPTY_CART } from '@/entities/cart';
import {
  FROM,
  NOW,
  TO,
  instantVehicle,
  openRules,
  payable,
  quote,
  renter,
  swissVehicle,
  userEvents,
  vehicleAddons,
} from '../../machines/booking-request/booking-request.fixtures';
import { doneEvent } from '../../machines/testing/model-coverage';
import { defineModel } from '../support/machine-replay/types';

/**
 * The booking request flow as the replay walks it (docs/machine-replay.md): the events a user can
 * cause, with the fixtures' payloads; the vehicle's availability and add-ons, which the page
 * loads by itself; the sandbox's answers to pricing and sending (a draft, then what is due now).
 * The map (booking-request.replay.ts) turns each event into a gesture and each state into what
 * the page shows.
 */

export const bookingRequestModel = defineModel({
  machine: bookingRequestMachine,
  events: userEvents(),
  // The flow page loads the vehicle's availability and add-ons and sends them in.
  onLoad: (): BookingRequestEvent[] => [
    { type: 'DATE_RULES_LOADED', rules: openRules() },
    { type: 'ADDONS_LOADED', addons: vehicleAddons() },
  ],
  outcomes: {
    priceDraft: () => doneEvent('priceDraft', quote()),
    // Pay now: the first installment is due; pay later: nothing until the owner accepts.
    submitRequest: (snapshot) => doneEvent('submitRequest', { payable: snapshot.context.cart.pendingBookingRequest?.payLater ? null : payable() }),
    // A reload after the draft was made: the server's booking. Sent and not yet paid (paying now):
    // the same payment again; paid, or to pay later: nothing due.
    restoreBooking: (snapshot) => {
      const { cart } = snapshot.context;
      if (!cart.booking?.orderConfirmed) return doneEvent('restoreBooking', { sent: false, quote: quote() });
      const due = !cart.pendingBookingRequest?.payLater && cart.currentCartStep !== 'confirmation';
      return doneEvent('restoreBooking', { sent: true, quote: quote(), payable: due ? payable() : null });
    },
  },
  // A reload starts the flow from the saved cart, with the session the browser keeps.
  restart: (snapshot) => ({ cart: snapshot.context.cart, vehicle: snapshot.context.cart.cartVehicle ?? instantVehicle(), renter: snapshot.context.renter, now: snapshot.context.now }),
  serialize: (snapshot) => {
    const { context } = snapshot;
    const request = context.cart.pendingBookingRequest;
    return JSON.stringify([
      snapshot.value,
      context.renter ? [context.renter.role, context.renter.isIdVerified] : null,
      context.cart.cartVehicle?.bookingMethod,
      context.cart.cartVehicle?.isConsideredSwiss,
      context.cart.currentCartStep,
      Boolean(context.dateRules) && datesBookable(context),
      aboutYouComplete(context),
      context.cart.booking?.orderConfirmed ?? null,
      request?.payLater,
      request?.additionalDrivers.length,
      request?.insuranceKey,
      request?.insuranceAddons.length,
      context.cart.cartVehicleSelectedAddons.length,
      context.failure?.slug,
    ]);
  },
  starts: {
    /** renter@ opens the flow from the vehicle page's link, dates chosen. */
    renter: { cart: EMPTY_CART, vehicle: instantVehicle(), renter: renter(), requestedDates: { fromDate: FROM, toDate: TO }, now: NOW },
    /** A guest does, and logs in or signs up inside the flow. */
    guest: { cart: EMPTY_CART, vehicle: instantVehicle(), renter: null, requestedDates: { fromDate: FROM, toDate: TO }, now: NOW },
    /** A guest books a vehicle considered Swiss: signed up, they must verify their ID first (001 §5). */
    swissGuest: { cart: EMPTY_CART, vehicle: swissVehicle(), renter: null, requestedDates: { fromDate: FROM, toDate: TO }, now: NOW },
  },
});
