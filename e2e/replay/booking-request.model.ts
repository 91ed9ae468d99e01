import { aboutYouComplete, bookingRequestMachine, datesBookable, type BookingRequestEvent } from '@machines/booking-request';
import { EMPTY_CART } from '@/entities/cart';
import {
  FROM,
  TO,
  instantVehicle,
  openRules,
  owner,
  payable,
  quote,
  renter,
  unverifiedRenter,
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
  events: [
    { type: 'SET_DATES', fromDate: FROM, toDate: TO },
    { type: 'UPDATE_ABOUT_YOU', patch: { destinationAbroad: false, message: 'Two adults on a tour of the coast.', drivingLicenseConfirmed: true } },
    { type: 'UPDATE_ABOUT_YOU', patch: { message: 'Call me: me@example.se' } },
    { type: 'SELECT_ADDON', key: 'towels', quantity: 1 },
    { type: 'ADD_DRIVER', name: 'Alva Berg' },
    { type: 'REMOVE_DRIVER', index: 0 },
    { type: 'CHOOSE_PLAN', plan: 'omocom_plus' },
    { type: 'TOGGLE_INSURANCE_ADDON', key: 'roadside_assistance', selected: true },
    { type: 'CHOOSE_PAYMENT', payLater: true },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'GO_TO', step: 'dates' },
    { type: 'GO_TO', step: 'about-you' },
    { type: 'GO_TO', step: 'customize' },
    { type: 'GO_TO', step: 'insurance' },
    { type: 'SIGNED_IN', renter: renter() },
    { type: 'SIGNED_IN', renter: owner() },
    { type: 'SIGNED_IN', renter: unverifiedRenter() },
    { type: 'PAYMENT_FAILED', message: 'Your card has insufficient funds.' },
    { type: 'PAYMENT_SUCCEEDED' },
  ] satisfies BookingRequestEvent[],
  // The flow page loads the vehicle's availability and add-ons and sends them in.
  onLoad: (): BookingRequestEvent[] => [
    { type: 'DATE_RULES_LOADED', rules: openRules() },
    { type: 'ADDONS_LOADED', addons: vehicleAddons() },
  ],
  outcomes: {
    priceDraft: () => doneEvent('priceDraft', quote()),
    // Pay now: the first installment is due; pay later: nothing until the owner accepts.
    submitRequest: (snapshot) => doneEvent('submitRequest', { payable: snapshot.context.cart.pendingBookingRequest?.payLater ? null : payable() }),
  },
  // A reload starts the flow from the saved cart, with the session the browser keeps.
  restart: (snapshot) => ({ cart: snapshot.context.cart, vehicle: snapshot.context.cart.cartVehicle ?? instantVehicle(), renter: snapshot.context.renter }),
  serialize: (snapshot) => {
    const { context } = snapshot;
    const request = context.cart.pendingBookingRequest;
    return JSON.stringify([
      snapshot.value,
      context.renter ? [context.renter.role, context.renter.isIdVerified] : null,
      context.cart.cartVehicle?.bookingMethod,
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
    renter: { cart: EMPTY_CART, vehicle: instantVehicle(), renter: renter(), requestedDates: { fromDate: FROM, toDate: TO } },
    /** A guest does, and logs in inside the flow. */
    guest: { cart: EMPTY_CART, vehicle: instantVehicle(), renter: null, requestedDates: { fromDate: FROM, toDate: TO } },
  },
});
