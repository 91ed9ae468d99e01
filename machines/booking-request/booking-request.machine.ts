import { and, assign, fromPromise, not, setup, type TransitionConfig } from 'xstate';
import {
  EMPTY_CART,
  canRetryFailure,
  stepForFailure,
  withBookingRequest,
  withCartAddons,
  withPendingMessage,
  withSelectedAddon,
  type Cart,
  type PendingBookingRequest,
} from '@/entities/cart';
import { failureOf, stepTransitions, type Failure } from '@/shared/lib/flow';
import { creditRefused, datesBookable, datesPlausible, initialCart, isOwner, underMinimumAge } from './booking-request.facts';
import { BOOKING_STEPS, STEP_STATES } from './booking-request.steps';
import type {
  BookingRequestContext,
  BookingRequestEvent,
  BookingRequestInput,
  DraftQuote,
  FlowStep,
  PriceDraftInput,
  RestoredBooking,
  RestoreInput,
  SubmitInput,
  SubmitOutput,
} from './booking-request.types';

/** Changes the pending request (there always is one past the dates step) and stamps the cart (000 §4). */
const updateRequest = (context: BookingRequestContext, change: (request: PendingBookingRequest) => PendingBookingRequest): Cart =>
  context.cart.pendingBookingRequest ? withBookingRequest(context.cart, change(context.cart.pendingBookingRequest), new Date(context.now)) : context.cart;

/** The renter the guards judge: the one just signing in, otherwise the known one. */
const renterOf = (context: BookingRequestContext, event: BookingRequestEvent) => (event.type === 'SIGNED_IN' ? event.renter : context.renter);
const withRenterOf = (context: BookingRequestContext, event: BookingRequestEvent): BookingRequestContext => ({ ...context, renter: renterOf(context, event) });

const OWNER_FAILURE: Failure = { slug: 'owner_cannot_book', message: 'Owners cannot send booking requests.' };
/** The credit check's verdict as the refusal the flow shows (001 §8's credit report messages). */
const creditFailureOf = (context: BookingRequestContext, event: BookingRequestEvent): Failure => {
  const result = renterOf(context, event)?.creditReportResult;
  return { slug: `credit_report_${result ?? 'rejected'}`, message: 'The credit check stops booking requests.' };
};
const MINIMUM_AGE_FAILURE: Failure = { slug: 'minimum_age_not_met', message: 'The minimum age for this vehicle is not met.' };
const errorSlug = (event: BookingRequestEvent) => ('error' in event ? failureOf(event.error).slug : '');
/** A refusal the renter can do nothing about in the flow (001 §8), as opposed to a send that did not get through. */
const refuses = (event: BookingRequestEvent) => {
  const failure = 'error' in event ? failureOf(event.error) : undefined;
  return failure !== undefined && failure.status !== undefined && failure.status < 500 && !canRetryFailure(failure.slug);
};

type Transition = TransitionConfig<BookingRequestContext, BookingRequestEvent, BookingRequestEvent, never, never, never, never, never, never>;
const moves = stepTransitions<FlowStep | 'error', string, BookingRequestContext, BookingRequestEvent>(BOOKING_STEPS, { machineId: 'bookingRequest', stateOf: STEP_STATES });
const goToStep = (from?: FlowStep) => moves.goTo((event) => (event.type === 'GO_TO' ? event.step : undefined), from) as unknown as Transition[];
const back = (from: FlowStep) => moves.back(from) as unknown as Transition[];

/**
 * The booking request flow and its cart (001 §2, 000 §3). Its steps, their order, which are
 * skipped and which may be edited again come from the step table (`booking-request.steps.ts`);
 * this machine adds what happens inside them: the answers, the draft booking that prices the
 * purchase (`POST /bookings` makes a draft), sending the request (the order is confirmed) and
 * paying what is due now. The cart is the context; the app saves it on every change and starts
 * the machine from it after a reload (`resuming`), reading the booking back from the server
 * once one exists (`restoring`) so a reload never strands a request that was sent. API calls
 * are actors the feature provides; time comes in through the input and TICK.
 */
export const bookingRequestMachine = setup({
  types: {
    context: {} as BookingRequestContext,
    events: {} as BookingRequestEvent,
    input: {} as BookingRequestInput,
  },
  actors: {
    priceDraft: fromPromise<DraftQuote, PriceDraftInput>(async () => {
      throw new Error('priceDraft is provided by the feature');
    }),
    submitRequest: fromPromise<SubmitOutput, SubmitInput>(async () => {
      throw new Error('submitRequest is provided by the feature');
    }),
    restoreBooking: fromPromise<RestoredBooking, RestoreInput>(async () => {
      throw new Error('restoreBooking is provided by the feature');
    }),
  },
  guards: {
    datesBookable: ({ context }) => datesBookable(context),
    datesPlausible: ({ context }) => datesPlausible(context),
    isOwner: ({ context, event }) => isOwner(renterOf(context, event)),
    creditRefused: ({ context, event }) => creditRefused(renterOf(context, event)),
    underMinimumAge: ({ context, event }) => underMinimumAge(withRenterOf(context, event)),
    hasPayable: ({ event }) => 'output' in event && (event.output as SubmitOutput).payable !== null,
    failureAtDates: ({ event }) => stepForFailure(errorSlug(event)) === 'dates',
    failureAboutYou: ({ event }) => stepForFailure(errorSlug(event)) === 'about-you',
    /** The request was refused for good (4xx): the error step; otherwise the send is offered again. */
    refused: ({ event }) => refuses(event),
    hasBooking: ({ context }) => context.cart.booking !== null,
    restoredDraft: ({ event }) => 'output' in event && (event.output as RestoredBooking).sent === false,
    restoredPayable: ({ event }) => 'output' in event && (event.output as RestoredBooking).sent === true && (event.output as Extract<RestoredBooking, { sent: true }>).payable !== null,
    canRetry: ({ context }) => context.failure !== null && canRetryFailure(context.failure.slug),
  },
  actions: {
    takeRenter: assign({ renter: ({ context, event }) => renterOf(context, event) }),
    assignFailure: assign({ failure: ({ event }) => ('error' in event ? failureOf(event.error) : null) }),
    clearFailure: assign({ failure: null }),
    failAsOwner: assign({ failure: OWNER_FAILURE }),
    failCredit: assign({ failure: ({ context, event }) => creditFailureOf(context, event) }),
    failMinimumAge: assign({ failure: MINIMUM_AGE_FAILURE }),
    step: assign(({ context }, step: Cart['currentCartStep']) => ({
      cart: { ...context.cart, currentCartStep: step, stepsTaken: context.cart.stepsTaken.includes(step) ? context.cart.stepsTaken : [...context.cart.stepsTaken, step] },
    })),
    markSent: assign(({ context }) => ({ cart: { ...context.cart, booking: context.cart.booking && { ...context.cart.booking, orderConfirmed: true } } })),
  },
}).createMachine({
  id: 'bookingRequest',
  context: ({ input }) => ({
    cart: initialCart(input),
    renter: input.renter,
    dateRules: null,
    quote: null,
    payable: null,
    failure: null,
    paymentFailure: null,
    now: input.now,
  }),
  initial: 'resuming',
  on: {
    TICK: { actions: assign({ now: ({ event }) => event.now }) },
    DATE_RULES_LOADED: { actions: assign({ dateRules: ({ event }) => event.rules }) },
    ADDONS_LOADED: { actions: assign({ cart: ({ context, event }) => withCartAddons(context.cart, event.addons) }) },
    SIGNED_IN: [
      { guard: 'isOwner', target: '.error', actions: ['takeRenter', 'failAsOwner'] },
      { guard: 'creditRefused', target: '.error', actions: ['takeRenter', 'failCredit'] },
      { actions: 'takeRenter' },
    ],
    // 000 §4: the cart goes with the session; the flow starts over for the same vehicle.
    SIGNED_OUT: {
      target: '.dates',
      actions: assign(({ context }) => ({ cart: { ...EMPTY_CART, cartVehicle: context.cart.cartVehicle }, renter: null, quote: null, payable: null, failure: null })),
    },
    RESET: {
      target: '.dates',
      actions: assign(({ context }) => ({ cart: { ...EMPTY_CART, cartVehicle: context.cart.cartVehicle }, quote: null, payable: null, failure: null, paymentFailure: null })),
    },
  },
  states: {
    /** Picks where a reloaded flow goes on: the server's booking when there is one, else the saved step the answers still allow. */
    resuming: {
      always: [
        { guard: 'isOwner', target: 'error', actions: 'failAsOwner' },
        { guard: 'creditRefused', target: 'error', actions: 'failCredit' },
        { guard: 'hasBooking', target: 'restoring' },
        ...(['dates', 'about-you', 'customize', 'insurance', 'login', 'verify-id', 'purchase'] as const).map((step) => ({
          guard: ({ context }: { context: BookingRequestContext }) =>
            BOOKING_STEPS.resumeAt(context.cart.currentCartStep === 'error' || context.cart.currentCartStep === 'confirmation' ? 'dates' : context.cart.currentCartStep, context) === step,
          target: STEP_STATES[step],
        })),
        { target: 'dates' },
      ],
    },

    /** A booking was made before the reload: what the server has decides the step (issue #23). */
    restoring: {
      invoke: {
        id: 'restoreBooking',
        src: 'restoreBooking',
        input: ({ context }) => ({ bookingId: context.cart.booking?.bookingId ?? 0, orderId: context.cart.booking?.orderId ?? 0 }),
        onDone: [
          {
            guard: 'restoredDraft',
            target: 'purchase.review',
            actions: assign(({ context, event }) => ({ quote: event.output.quote, cart: { ...context.cart, currentCartStep: 'purchase' as const } })),
          },
          {
            guard: 'restoredPayable',
            target: 'paying',
            actions: ['markSent', assign({ payable: ({ event }) => (event.output.sent ? event.output.payable : null), quote: ({ event }) => event.output.quote })],
          },
          { target: 'confirmation', actions: ['markSent', assign({ quote: ({ event }) => event.output.quote })] },
        ],
        // The draft is gone (deleted, or another account's): the answers stay and a new draft is made.
        onError: [
          { guard: 'refused', target: 'resuming', actions: assign(({ context }) => ({ cart: { ...context.cart, booking: null } })) },
          { target: 'error', actions: 'assignFailure' },
        ],
      },
    },

    dates: {
      entry: [{ type: 'step', params: 'dates' }],
      on: {
        SET_DATES: {
          actions: [
            assign({
              cart: ({ context, event }) =>
                withBookingRequest(
                  context.cart,
                  context.cart.pendingBookingRequest
                    ? { ...context.cart.pendingBookingRequest, fromDate: event.fromDate, toDate: event.toDate }
                    : newRequest(event.fromDate, event.toDate),
                  new Date(context.now),
                ),
            }),
            'clearFailure',
          ],
        },
        // The vehicle's calendar must be known before the dates count as bookable.
        NEXT: { guard: 'datesBookable', target: 'aboutYou', actions: 'clearFailure' },
        GO_TO: goToStep('dates'),
      },
    },

    aboutYou: {
      entry: [{ type: 'step', params: 'about-you' }],
      // Dates taken from the vehicle page's link turn out not to fit the calendar once it loads.
      always: { guard: not('datesPlausible'), target: 'dates' },
      on: {
        UPDATE_ABOUT_YOU: {
          actions: [
            assign({
              cart: ({ context, event }) => {
                const { message, ...answers } = event.patch;
                const answered = updateRequest(context, (request) => ({
                  ...request,
                  ...answers,
                  // Travel-abroad protection is only a question when going abroad.
                  ...(answers.destinationAbroad === false ? { travelAbroad: false } : {}),
                }));
                return message === undefined ? answered : withPendingMessage(answered, message, new Date(context.now));
              },
            }),
            'clearFailure',
          ],
        },
        NEXT: moves.next('about-you') as unknown as Transition[],
        BACK: back('about-you'),
        GO_TO: goToStep('about-you'),
      },
    },

    customize: {
      entry: [{ type: 'step', params: 'customize' }],
      always: { guard: not('datesPlausible'), target: 'dates' },
      on: {
        SELECT_ADDON: { actions: assign({ cart: ({ context, event }) => withSelectedAddon(context.cart, event.key, event.quantity) }) },
        ADD_DRIVER: {
          guard: ({ event }) => event.name.trim() !== '',
          actions: assign({ cart: ({ context, event }) => updateRequest(context, (r) => ({ ...r, additionalDrivers: [...r.additionalDrivers, { name: event.name.trim() }] })) }),
        },
        REMOVE_DRIVER: {
          actions: assign({ cart: ({ context, event }) => updateRequest(context, (r) => ({ ...r, additionalDrivers: r.additionalDrivers.filter((_, i) => i !== event.index) })) }),
        },
        NEXT: moves.next('customize') as unknown as Transition[],
        BACK: back('customize'),
        GO_TO: goToStep('customize'),
      },
    },

    insurance: {
      entry: [{ type: 'step', params: 'insurance' }],
      always: { guard: not('datesPlausible'), target: 'dates' },
      on: {
        CHOOSE_PLAN: { actions: assign({ cart: ({ context, event }) => updateRequest(context, (r) => ({ ...r, insuranceKey: event.plan })) }) },
        TOGGLE_INSURANCE_ADDON: {
          actions: assign({
            cart: ({ context, event }) =>
              updateRequest(context, (r) => ({
                ...r,
                insuranceAddons: event.selected ? [...new Set([...r.insuranceAddons, event.key])] : r.insuranceAddons.filter((key) => key !== event.key),
              })),
          }),
        },
        // 001 §5: a signed-in renter under the vehicle's minimum age cannot go on.
        NEXT: [{ guard: 'underMinimumAge', target: 'error', actions: 'failMinimumAge' }, ...(moves.next('insurance') as unknown as Transition[])],
        BACK: back('insurance'),
        GO_TO: goToStep('insurance'),
      },
    },

    /** Logging in or signing up inside the flow; the flow goes on where it was with everything chosen. */
    login: {
      entry: [{ type: 'step', params: 'login' }],
      on: {
        SIGNED_IN: [
          { guard: 'isOwner', target: 'error', actions: ['takeRenter', 'failAsOwner'] },
          { guard: 'underMinimumAge', target: 'error', actions: ['takeRenter', 'failMinimumAge'] },
          { guard: 'creditRefused', target: 'error', actions: ['takeRenter', 'failCredit'] },
          { actions: ['takeRenter', 'clearFailure'], target: 'checkingRenter' },
        ],
        BACK: back('login'),
        GO_TO: goToStep(),
      },
    },

    /** Just signed in: the table decides whether the ID check comes next or the purchase. */
    checkingRenter: {
      always: moves.next('login') as unknown as Transition[],
    },

    /** 001 §5: a renter who must verify their ID first (the Swiss rules) stops here until verified. */
    verifyId: {
      entry: [{ type: 'step', params: 'verify-id' }],
      on: {
        // A fresh user record (verified meanwhile) lets the renter go on.
        SIGNED_IN: [
          { guard: 'isOwner', target: 'error', actions: ['takeRenter', 'failAsOwner'] },
          { actions: 'takeRenter', target: 'checkingRenter' },
        ],
        BACK: back('verify-id'),
        GO_TO: goToStep(),
      },
    },

    purchase: {
      entry: [{ type: 'step', params: 'purchase' }],
      initial: 'pricing',
      states: {
        /** The draft booking is made (or refreshed) to get its line items. */
        pricing: {
          invoke: {
            id: 'priceDraft',
            src: 'priceDraft',
            // Only a signed-in renter reaches the purchase (the table's login step).
            input: ({ context }) => ({ cart: context.cart, renter: context.renter as NonNullable<typeof context.renter> }),
            onDone: {
              target: 'review',
              actions: assign(({ context, event }) => ({
                quote: event.output,
                cart: { ...context.cart, booking: { bookingId: event.output.bookingId, orderId: event.output.orderId, orderConfirmed: false } },
              })),
            },
            onError: [
              { guard: 'failureAtDates', target: '#bookingRequest.dates', actions: 'assignFailure' },
              { guard: 'failureAboutYou', target: '#bookingRequest.aboutYou', actions: 'assignFailure' },
              { target: '#bookingRequest.error', actions: 'assignFailure' },
            ],
          },
        },
        /** Line items, cancellation policy, pay now or later. */
        review: {
          on: {
            CHOOSE_PAYMENT: { actions: assign({ cart: ({ context, event }) => updateRequest(context, (r) => ({ ...r, payLater: event.payLater })) }) },
            NEXT: { target: '#bookingRequest.submitting', actions: 'clearFailure' },
            BACK: back('purchase'),
            GO_TO: goToStep(),
          },
        },
      },
    },

    /** The order is confirmed: the request (or instant booking) is sent. */
    submitting: {
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context }) => ({
          orderId: context.cart.booking?.orderId ?? 0,
          bookingId: context.cart.booking?.bookingId ?? 0,
          payLater: context.cart.pendingBookingRequest?.payLater ?? false,
          alreadyConfirmed: context.cart.booking?.orderConfirmed ?? false,
        }),
        onDone: [
          { guard: 'hasPayable', target: 'paying', actions: ['markSent', assign({ payable: ({ event }) => event.output.payable })] },
          { target: 'confirmation', actions: 'markSent' },
        ],
        onError: [
          { guard: 'failureAtDates', target: 'dates', actions: 'assignFailure' },
          { guard: 'refused', target: 'error', actions: 'assignFailure' },
          // The send did not get through (a 5xx, no answer): the review again, with the failure and its "Try again".
          { target: 'purchase.review', actions: 'assignFailure' },
        ],
      },
    },

    /** The payment form charges what is due now; a refused card leaves everything as it is for another try. */
    paying: {
      entry: [{ type: 'step', params: 'purchase' }],
      on: {
        PAYMENT_SUCCEEDED: { target: 'confirmation', actions: assign({ paymentFailure: null }) },
        PAYMENT_FAILED: { actions: assign({ paymentFailure: ({ event }) => event.message }) },
      },
    },

    confirmation: {
      entry: [{ type: 'step', params: 'confirmation' }],
    },

    /** 001 §8 refusals the renter cannot fix in the flow, the owners' notice, and failures worth another try. */
    error: {
      entry: [{ type: 'step', params: 'error' }],
      on: {
        RETRY: [
          { guard: and(['canRetry', 'hasBooking']), target: 'restoring', actions: 'clearFailure' },
          { guard: 'canRetry', target: 'purchase', actions: 'clearFailure' },
        ],
        BACK: { target: 'dates', actions: 'clearFailure' },
      },
    },
  },
});

function newRequest(fromDate: string, toDate: string): PendingBookingRequest {
  return {
    fromDate,
    toDate,
    destinationAbroad: null,
    travelAbroad: null,
    drivingLicenseConfirmed: false,
    caravanTowingConfirmed: false,
    insuranceKey: null,
    insuranceAddons: [],
    additionalDrivers: [],
    payLater: false,
  };
}
