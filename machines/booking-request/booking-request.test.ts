import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EMPTY_CART } from '@/entities/cart';
import {
  FROM,
  TO,
  caravan,
  cartAt,
  instantVehicle,
  openRules,
  owner,
  payable,
  quote,
  renter,
  swissRenter,
  swissVehicle,
  unverifiedRenter,
  youngRenter,
} from './booking-request.fixtures';
import { insuranceAddonsToSend } from './booking-request.facts';
import { bookingRequestMachine } from './booking-request.machine';
import type { BookingRequestInput, DraftQuote, SubmitOutput } from './booking-request.types';

const apiError = (slug: string) => Object.assign(new Error(slug), { slug });

function start(input: Partial<BookingRequestInput> = {}, actors: { price?: () => Promise<DraftQuote>; submit?: () => Promise<SubmitOutput> } = {}) {
  const machine = bookingRequestMachine.provide({
    actors: {
      priceDraft: fromPromise(actors.price ?? (async () => quote())),
      submitRequest: fromPromise(actors.submit ?? (async () => ({ payable: payable() }))),
    },
  });
  const actor = createActor(machine, { input: { cart: EMPTY_CART, vehicle: instantVehicle(), renter: renter(), ...input } });
  actor.start();
  actor.send({ type: 'DATE_RULES_LOADED', rules: openRules() });
  return actor;
}

const answerAboutYou = (actor: ReturnType<typeof start>) =>
  actor.send({ type: 'UPDATE_ABOUT_YOU', patch: { destinationAbroad: false, message: 'Two adults, no pets.', drivingLicenseConfirmed: true } });

describe('booking request: dates', () => {
  it('starts at the dates with the dates from the vehicle page', () => {
    const actor = start({ requestedDates: { fromDate: FROM, toDate: TO } });
    expect(actor.getSnapshot().value).toBe('dates');
    expect(actor.getSnapshot().context.cart.pendingBookingRequest).toMatchObject({ fromDate: FROM, toDate: TO });
  });

  it('does not go on with dates the rules refuse (minimum nights)', () => {
    const actor = start({ requestedDates: { fromDate: FROM, toDate: '2027-03-02' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('dates');
  });

  it('waits for the availability before going on', () => {
    const actor = createActor(bookingRequestMachine, { input: { cart: EMPTY_CART, vehicle: instantVehicle(), renter: null, requestedDates: { fromDate: FROM, toDate: TO } } }).start();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('dates');
  });

  it('stamps the cart with every new request', () => {
    const actor = start();
    actor.send({ type: 'SET_DATES', fromDate: FROM, toDate: TO });
    expect(actor.getSnapshot().context.cart.cartTimestamp).toBeGreaterThan(0);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('aboutYou');
    expect(actor.getSnapshot().context.cart.currentCartStep).toBe('about-you');
  });
});

describe('booking request: about you', () => {
  it('needs every answer, then goes to customize', () => {
    const actor = start({ requestedDates: { fromDate: FROM, toDate: TO } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('aboutYou');
    answerAboutYou(actor);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('customize');
  });

  it('needs the towing confirmation for a caravan', () => {
    const actor = start({ vehicle: caravan(), requestedDates: { fromDate: FROM, toDate: TO } });
    actor.send({ type: 'NEXT' });
    answerAboutYou(actor);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('aboutYou');
    actor.send({ type: 'UPDATE_ABOUT_YOU', patch: { caravanTowingConfirmed: true } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('customize');
  });

  it('refuses a message with contact information', () => {
    const actor = start({ requestedDates: { fromDate: FROM, toDate: TO } });
    actor.send({ type: 'NEXT' });
    answerAboutYou(actor);
    actor.send({ type: 'UPDATE_ABOUT_YOU', patch: { message: 'Write to me at anna@example.se' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('aboutYou');
  });

  it('stops a renter who must verify their ID (001 §5), and lets a Swiss renter of a Swiss vehicle on', () => {
    const stopped = start({ renter: unverifiedRenter(), requestedDates: { fromDate: FROM, toDate: TO } });
    stopped.send({ type: 'NEXT' });
    answerAboutYou(stopped);
    stopped.send({ type: 'NEXT' });
    expect(stopped.getSnapshot().value).toBe('verifyId');
    stopped.send({ type: 'SIGNED_IN', renter: renter() });
    expect(stopped.getSnapshot().value).toBe('customize');

    const swiss = start({ vehicle: swissVehicle(), renter: swissRenter(), requestedDates: { fromDate: FROM, toDate: TO } });
    swiss.send({ type: 'NEXT' });
    answerAboutYou(swiss);
    swiss.send({ type: 'NEXT' });
    expect(swiss.getSnapshot().value).toBe('customize');
  });
});

describe('booking request: customize and insurance', () => {
  it('keeps add-ons with quantities and drivers in the cart', () => {
    const actor = start({ cart: cartAt('customize') });
    expect(actor.getSnapshot().value).toBe('customize');
    actor.send({ type: 'SELECT_ADDON', key: 'towels', quantity: 3 });
    actor.send({ type: 'ADD_DRIVER', name: 'Kim Berg' });
    actor.send({ type: 'ADD_DRIVER', name: '  ' });
    const cart = actor.getSnapshot().context.cart;
    expect(cart.cartVehicleSelectedAddons).toEqual([{ key: 'towels', quantity: 3 }]);
    expect(cart.pendingBookingRequest?.additionalDrivers).toEqual([{ name: 'Kim Berg' }]);
    actor.send({ type: 'REMOVE_DRIVER', index: 0 });
    expect(actor.getSnapshot().context.cart.pendingBookingRequest?.additionalDrivers).toEqual([]);
  });

  it('keeps the chosen plan and insurance add-ons', () => {
    const actor = start({ cart: cartAt('insurance') });
    actor.send({ type: 'CHOOSE_PLAN', plan: 'omocom_plus' });
    actor.send({ type: 'TOGGLE_INSURANCE_ADDON', key: 'roadside_assistance', selected: true });
    actor.send({ type: 'TOGGLE_INSURANCE_ADDON', key: 'roadside_assistance', selected: true });
    expect(actor.getSnapshot().context.cart.pendingBookingRequest).toMatchObject({ insuranceKey: 'omocom_plus', insuranceAddons: ['roadside_assistance'] });
    actor.send({ type: 'TOGGLE_INSURANCE_ADDON', key: 'roadside_assistance', selected: false });
    expect(actor.getSnapshot().context.cart.pendingBookingRequest?.insuranceAddons).toEqual([]);
  });

  it('adds young-driver insurance for a renter aged 28 or younger (001 §5)', () => {
    const cart = cartAt('purchase');
    expect(insuranceAddonsToSend(cart, youngRenter())).toEqual(['young_driver']);
    expect(insuranceAddonsToSend(cart, renter())).toEqual([]);
  });
});

describe('booking request: login, purchase and payment', () => {
  it('asks a guest to log in and goes on to the purchase afterwards', async () => {
    const actor = start({ cart: cartAt('insurance'), renter: null });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('login');
    actor.send({ type: 'SIGNED_IN', renter: renter() });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    expect(actor.getSnapshot().context.cart.booking).toEqual({ bookingId: 9001, orderId: 9101, orderConfirmed: false });
  });

  it('shows owners the notice instead (owner_cannot_book)', () => {
    const actor = start({ cart: cartAt('insurance'), renter: null });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SIGNED_IN', renter: owner() });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.failure?.slug).toBe('owner_cannot_book');
  });

  it('stops a renter under the vehicle minimum age', () => {
    const actor = start({ cart: cartAt('insurance'), vehicle: instantVehicle({ minimumAge: 30 }), renter: youngRenter() });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.failure?.slug).toBe('minimum_age_not_met');
  });

  it('pays now: confirmed after a successful payment; a refused card keeps the cart for another try', async () => {
    const actor = start({ cart: cartAt('insurance') });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('paying'));
    expect(actor.getSnapshot().context.payable).toEqual(payable());
    actor.send({ type: 'PAYMENT_FAILED', message: 'Insufficient funds.' });
    expect(actor.getSnapshot().value).toBe('paying');
    expect(actor.getSnapshot().context.cart.booking?.orderConfirmed).toBe(true);
    actor.send({ type: 'PAYMENT_SUCCEEDED' });
    expect(actor.getSnapshot().value).toBe('confirmation');
  });

  it('pays later: confirmed without a payment', async () => {
    const actor = start({ cart: cartAt('insurance') }, { submit: async () => ({ payable: null }) });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    actor.send({ type: 'CHOOSE_PAYMENT', payLater: true });
    expect(actor.getSnapshot().context.cart.pendingBookingRequest?.payLater).toBe(true);
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('confirmation'));
  });

  it('sends taken dates back to the dates step with the failure', async () => {
    const actor = start({ cart: cartAt('insurance') }, { price: async () => Promise.reject(apiError('dates_unavailable')) });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('dates'));
    expect(actor.getSnapshot().context.failure?.slug).toBe('dates_unavailable');
  });

  it.each(['credit_report_rejected', 'booking_blocked', 'driving_license_class_too_low', 'destination_restricted_nordic', 'country_of_residence_not_supported'])(
    'shows %s on the error step',
    async (slug) => {
      const actor = start({ cart: cartAt('insurance') }, { price: async () => Promise.reject(apiError(slug)) });
      actor.send({ type: 'NEXT' });
      await waitFor(actor, (s) => s.matches('error'));
      expect(actor.getSnapshot().context.failure?.slug).toBe(slug);
      expect(actor.getSnapshot().context.cart.currentCartStep).toBe('error');
    },
  );
  it.each([
    ['a 500', apiError('server_error')],
    ['no answer', new TypeError('Failed to fetch')],
  ])('offers another try after a send that failed with %s, keeping the cart', async (_, error) => {
    let sends = 0;
    const actor = start({ cart: cartAt('insurance') }, { submit: async () => (++sends === 1 ? Promise.reject(error) : { payable: null }) });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    expect(actor.getSnapshot().context.cart.pendingBookingRequest).not.toBeNull();
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('confirmation'));
    expect(sends).toBe(2);
  });

  it('offers no retry for a verdict on the request', async () => {
    const actor = start({ cart: cartAt('insurance') }, { submit: async () => Promise.reject(apiError('booking_blocked')) });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
  });
});


describe('booking request: resuming and navigation', () => {
  it('resumes at the saved step', () => {
    expect(start({ cart: cartAt('customize') }).getSnapshot().value).toBe('customize');
    expect(start({ cart: cartAt('about-you') }).getSnapshot().value).toBe('aboutYou');
  });

  it('falls back to the dates when the answers before the saved step are missing', () => {
    expect(start({ cart: cartAt('insurance', { pendingMessage: '' }) }).getSnapshot().value).toBe('dates');
  });

  it('starts over for another vehicle', () => {
    const actor = start({ cart: cartAt('customize'), vehicle: caravan() });
    expect(actor.getSnapshot().value).toBe('dates');
    expect(actor.getSnapshot().context.cart.pendingBookingRequest).toBeNull();
  });

  it('resumes the payment of an order already confirmed', async () => {
    const actor = start({ cart: cartAt('purchase', { booking: { bookingId: 1, orderId: 2, orderConfirmed: true } }) });
    await waitFor(actor, (s) => s.matches('paying'));
  });

  it('goes back to earlier steps and forward only to answered ones', () => {
    const actor = start({ cart: cartAt('insurance') });
    actor.send({ type: 'GO_TO', step: 'dates' });
    expect(actor.getSnapshot().value).toBe('dates');
    actor.send({ type: 'GO_TO', step: 'customize' });
    expect(actor.getSnapshot().value).toBe('customize');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('aboutYou');
  });

  it('drops the cart on logout and on reset', () => {
    const actor = start({ cart: cartAt('customize') });
    actor.send({ type: 'SIGNED_OUT' });
    expect(actor.getSnapshot().value).toBe('dates');
    expect(actor.getSnapshot().context.cart.pendingBookingRequest).toBeNull();
    expect(actor.getSnapshot().context.cart.cartVehicle?.id).toBe(instantVehicle().id);
  });
});
