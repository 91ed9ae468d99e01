import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EMPTY_CART } from '@/entities/cart';
import {
  FROM,
  NOW,
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
import { selectBookingRequestView } from './booking-request.view';
import type { BookingRequestInput, DraftQuote, RestoredBooking, SubmitOutput } from './booking-request.types';

const apiError = (slug: string, status = slug === 'server_error' ? 500 : 422) => Object.assign(new Error(slug), { slug, status });

interface Actors {
  price?: () => Promise<DraftQuote>;
  submit?: () => Promise<SubmitOutput>;
  restore?: () => Promise<RestoredBooking>;
}

function start(input: Partial<BookingRequestInput> = {}, actors: Actors = {}) {
  const machine = bookingRequestMachine.provide({
    actors: {
      priceDraft: fromPromise(actors.price ?? (async () => quote())),
      submitRequest: fromPromise(actors.submit ?? (async () => ({ payable: payable() }))),
      restoreBooking: fromPromise(actors.restore ?? (async () => ({ sent: true as const, quote: quote(), payable: payable() }))),
    },
  });
  const actor = createActor(machine, { input: { cart: EMPTY_CART, vehicle: instantVehicle(), renter: renter(), now: NOW, ...input } });
  actor.start();
  actor.send({ type: 'DATE_RULES_LOADED', rules: openRules() });
  return actor;
}

const answerAboutYou = (actor: ReturnType<typeof start>) =>
  actor.send({ type: 'UPDATE_ABOUT_YOU', patch: { destinationAbroad: false, message: 'Two adults, no pets.', drivingLicenseConfirmed: true } });

describe('booking request: dates', () => {
  it('does not ask again for the dates chosen on the vehicle page (#23 point 4): it starts at "about you"', () => {
    const actor = start({ requestedDates: { fromDate: FROM, toDate: TO } });
    expect(actor.getSnapshot().value).toBe('aboutYou');
    expect(actor.getSnapshot().context.cart.pendingBookingRequest).toMatchObject({ fromDate: FROM, toDate: TO });
  });

  it('sends dates the calendar refuses (minimum nights) back to the dates step', () => {
    const actor = start({ requestedDates: { fromDate: FROM, toDate: '2027-03-02' } });
    expect(actor.getSnapshot().value).toBe('dates');
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('dates');
  });

  it('waits for the availability before going on from the dates', () => {
    const actor = createActor(bookingRequestMachine, { input: { cart: EMPTY_CART, vehicle: instantVehicle(), renter: null, now: NOW } }).start();
    actor.send({ type: 'SET_DATES', fromDate: FROM, toDate: TO });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('dates');
  });

  it('judges the dates by its own clock (TICK), not the computer\'s', () => {
    const actor = start();
    actor.send({ type: 'SET_DATES', fromDate: '2026-11-25', toDate: '2026-11-30' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('aboutYou');
    actor.send({ type: 'GO_TO', step: 'dates' });
    actor.send({ type: 'TICK', now: '2026-11-28T10:00:00.000Z' });
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
    expect(actor.getSnapshot().value).toBe('aboutYou');
    answerAboutYou(actor);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('customize');
  });

  it('needs the towing confirmation for a caravan', () => {
    const actor = start({ vehicle: caravan(), requestedDates: { fromDate: FROM, toDate: TO } });
    answerAboutYou(actor);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('aboutYou');
    actor.send({ type: 'UPDATE_ABOUT_YOU', patch: { caravanTowingConfirmed: true } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('customize');
  });

  it('refuses a message with contact information', () => {
    const actor = start({ requestedDates: { fromDate: FROM, toDate: TO } });
    answerAboutYou(actor);
    actor.send({ type: 'UPDATE_ABOUT_YOU', patch: { message: 'Write to me at anna@example.se' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('aboutYou');
  });

  it('stops a renter who must verify their ID (001 §5) before the purchase, and lets a Swiss renter of a Swiss vehicle on', async () => {
    const stopped = start({ cart: cartAt('insurance', { cartVehicle: swissVehicle() }), vehicle: swissVehicle(), renter: unverifiedRenter() });
    stopped.send({ type: 'NEXT' });
    expect(stopped.getSnapshot().value).toBe('verifyId');
    stopped.send({ type: 'SIGNED_IN', renter: renter() });
    await waitFor(stopped, (s) => s.matches({ purchase: 'review' }));

    const swiss = start({ cart: cartAt('insurance', { cartVehicle: swissVehicle() }), vehicle: swissVehicle(), renter: swissRenter() });
    swiss.send({ type: 'NEXT' });
    await waitFor(swiss, (s) => s.matches({ purchase: 'review' }));
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
  it('asks a guest to log in (or sign up) and goes on to the purchase afterwards with everything chosen', async () => {
    const actor = start({ cart: cartAt('insurance'), renter: null });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('login');
    actor.send({ type: 'SIGNED_IN', renter: renter() });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    expect(actor.getSnapshot().context.cart.booking).toEqual({ bookingId: 9001, orderId: 9101, orderConfirmed: false });
  });

  it('keeps the step count honest and stable when a guest signs in inside the flow (5 of 6, then 6 of 6)', async () => {
    const actor = start({ cart: cartAt('insurance'), renter: null });
    actor.send({ type: 'NEXT' });
    const atLogin = selectBookingRequestView(actor.getSnapshot()).progress;
    expect(atLogin).toEqual({ steps: ['dates', 'about-you', 'customize', 'insurance', 'login', 'purchase'], current: 4 });
    actor.send({ type: 'SIGNED_IN', renter: renter() });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    expect(selectBookingRequestView(actor.getSnapshot()).progress).toEqual({ steps: atLogin.steps, current: 5 });
    // Back on an earlier step, the login passed stays counted.
    actor.send({ type: 'GO_TO', step: 'insurance' });
    expect(selectBookingRequestView(actor.getSnapshot()).progress).toEqual({ steps: atLogin.steps, current: 3 });
  });

  it('keeps the ID check counted once the renter verified on it (6 of 7, then 7 of 7)', async () => {
    const actor = start({ cart: cartAt('insurance', { cartVehicle: swissVehicle() }), vehicle: swissVehicle(), renter: unverifiedRenter() });
    actor.send({ type: 'NEXT' });
    const atCheck = selectBookingRequestView(actor.getSnapshot()).progress;
    expect(atCheck.steps[atCheck.current]).toBe('verify-id');
    actor.send({ type: 'SIGNED_IN', renter: renter() });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    expect(selectBookingRequestView(actor.getSnapshot()).progress).toEqual({ steps: atCheck.steps, current: atCheck.current + 1 });
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

  it('offers the send again when it did not get through (a 500, no answer), keeping the draft', async () => {
    let attempts = 0;
    const actor = start({ cart: cartAt('insurance') }, {
      submit: async () => {
        attempts += 1;
        if (attempts === 1) throw apiError('server_error', 500);
        return { payable: null };
      },
    });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.slug).toBe('server_error');
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('confirmation'));
  });

  it('lets a failure worth another try (no answer) be tried again from the error step', async () => {
    let attempts = 0;
    const actor = start({ cart: cartAt('insurance') }, {
      price: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return quote();
      },
    });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.failure?.slug).toBe('network_error');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
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
    // Back on the review with the failure: its button sends again.
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }) && s.context.failure !== null);
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

  it('falls back to the first step whose answers are missing', () => {
    expect(start({ cart: cartAt('insurance', { pendingMessage: '' }) }).getSnapshot().value).toBe('aboutYou');
  });

  it('resumes a guest saved at the login on the login, and a renter signed in meanwhile at the purchase', async () => {
    expect(start({ cart: cartAt('login'), renter: null }).getSnapshot().value).toBe('login');
    const signedIn = start({ cart: cartAt('login') });
    await waitFor(signedIn, (s) => s.matches({ purchase: 'review' }));
  });

  it('starts over for another vehicle', () => {
    const actor = start({ cart: cartAt('customize'), vehicle: caravan() });
    expect(actor.getSnapshot().value).toBe('dates');
    expect(actor.getSnapshot().context.cart.pendingBookingRequest).toBeNull();
  });

  it('after a reload once the request was sent, asks the server and resumes the payment (#23: never stranded)', async () => {
    const actor = start({ cart: cartAt('purchase', { booking: { bookingId: 1, orderId: 2, orderConfirmed: false } }) });
    expect(actor.getSnapshot().value).toBe('restoring');
    await waitFor(actor, (s) => s.matches('paying'));
    expect(actor.getSnapshot().context.cart.booking?.orderConfirmed).toBe(true);
    // The price is shown again beside the payment, not "working out your price" for ever.
    expect(actor.getSnapshot().context.quote?.totalPrice).toBe(quote().totalPrice);
  });

  it('after a reload with the draft not sent yet, shows the review of the draft again', async () => {
    const actor = start({ cart: cartAt('purchase', { booking: { bookingId: 9001, orderId: 9101, orderConfirmed: false } }) }, { restore: async () => ({ sent: false, quote: quote() }) });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    expect(actor.getSnapshot().context.quote?.totalPrice).toBe(quote().totalPrice);
  });

  it('after a reload of a paid booking, shows the confirmation', async () => {
    const actor = start({ cart: cartAt('confirmation', { booking: { bookingId: 1, orderId: 2, orderConfirmed: true } }) }, { restore: async () => ({ sent: true, quote: quote(), payable: null }) });
    await waitFor(actor, (s) => s.matches('confirmation'));
  });

  it('makes a new draft with the answers kept when the old one is gone', async () => {
    const actor = start({ cart: cartAt('purchase', { booking: { bookingId: 1, orderId: 2, orderConfirmed: false } }) }, { restore: async () => Promise.reject(apiError('not_found', 404)) });
    await waitFor(actor, (s) => s.matches({ purchase: 'review' }));
    expect(actor.getSnapshot().context.cart.booking).toMatchObject({ bookingId: 9001 });
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
