import { and, assign, fromPromise, setup, type TransitionConfig } from 'xstate';
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
  type RequestFailure,
} from '@/entities/cart';
import {
  aboutYouComplete,
  datesBookable,
  datesPlausible,
  initialCart,
  isOwner,
  renterNeedsIdVerification,
  underMinimumAge,
} from './booking-request.facts';
import type {
  BookingRequestContext,
  BookingRequestEvent,
  BookingRequestInput,
  DraftQuote,
  PriceDraftInput,
  SubmitInput,
  SubmitOutput,
} from './booking-request.types';

const toFailure = (error: unknown): RequestFailure => {
  if (error && typeof error === 'object' && 'slug' in error && 'message' in error) return { slug: String(error.slug), message: String(error.message) };
  return { slug: 'unknown_error', message: error instanceof Error ? error.message : String(error) };
};

const now = () => new Date();

/** Changes the pending request (there always is one past the dates step) and stamps the cart (000 §4). */
const updateRequest = (cart: Cart, change: (request: PendingBookingRequest) => PendingBookingRequest): Cart =>
  cart.pendingBookingRequest ? withBookingRequest(cart, change(cart.pendingBookingRequest), now()) : cart;

/** The renter the guards judge: the one just signing in, otherwise the known one. */
const renterOf = (context: BookingRequestContext, event: BookingRequestEvent) => (event.type === 'SIGNED_IN' ? event.renter : context.renter);
const withRenterOf = (context: BookingRequestContext, event: BookingRequestEvent): BookingRequestContext => ({ ...context, renter: renterOf(context, event) });

const OWNER_FAILURE: RequestFailure = { slug: 'owner_cannot_book', message: 'Owners cannot send booking requests.' };
const MINIMUM_AGE_FAILURE: RequestFailure = { slug: 'minimum_age_not_met', message: 'The minimum age for this vehicle is not met.' };

type Transition = TransitionConfig<BookingRequestContext, BookingRequestEvent, BookingRequestEvent, never, never, never, never, never, never>;

/**
 * The booking request flow and its cart (001 §2, 000 §3): dates, about you, customize,
 * insurance, login when needed, then the draft is priced (`POST /bookings` makes a draft),
 * the renter chooses to pay now or later, the order is confirmed (the request is sent) and
 * paid. The cart is the machine's context; the app saves it on every change and starts the
 * machine from it again after a reload (`resuming`). API calls are actors the feature provides.
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
  },
  guards: {
    datesBookable: ({ context }) => datesBookable(context),
    datesPlausible: ({ context }) => datesPlausible(context),
    aboutYouComplete: ({ context }) => aboutYouComplete(context),
    canEdit: ({ context, event }) => {
      if (event.type !== 'GO_TO') return false;
      if (event.step === 'dates') return true;
      if (event.step === 'about-you') return datesPlausible(context);
      return datesPlausible(context) && aboutYouComplete(context);
    },
    isSignedOut: ({ context, event }) => renterOf(context, event) === null,
    isOwner: ({ context, event }) => isOwner(renterOf(context, event)),
    underMinimumAge: ({ context, event }) => underMinimumAge(withRenterOf(context, event)),
    needsIdVerification: ({ context, event }) => renterNeedsIdVerification(withRenterOf(context, event)),
    hasPayable: ({ event }) => 'output' in event && (event.output as SubmitOutput).payable !== null,
    failureAtDates: ({ event }) => 'error' in event && stepForFailure(toFailure(event.error).slug) === 'dates',
    failureAboutYou: ({ event }) => 'error' in event && stepForFailure(toFailure(event.error).slug) === 'about-you',
    isSignedIn: ({ context }) => context.renter !== null,
    resumesAt: ({ context }, step: string) => context.cart.currentCartStep === step,
    /** Saved at the login or the purchase without a session (it ended since): log in again. */
    resumesLater: ({ context }) => context.cart.currentCartStep === 'login' || context.cart.currentCartStep === 'purchase',
    resumesPaying: ({ context }) => context.cart.currentCartStep === 'purchase' && context.cart.booking?.orderConfirmed === true,
    resumesConfirmed: ({ context }) => context.cart.currentCartStep === 'confirmation' && context.cart.booking?.orderConfirmed === true,
  },
  actions: {
    takeRenter: assign({ renter: ({ context, event }) => renterOf(context, event) }),
    assignFailure: assign({ failure: ({ event }) => ('error' in event ? toFailure(event.error) : null) }),
    clearFailure: assign({ failure: null }),
    failAsOwner: assign({ failure: OWNER_FAILURE }),
    failMinimumAge: assign({ failure: MINIMUM_AGE_FAILURE }),
    step: assign(({ context }, step: Cart['currentCartStep']) => ({ cart: { ...context.cart, currentCartStep: step } })),
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
  }),
  initial: 'resuming',
  on: {
    DATE_RULES_LOADED: { actions: assign({ dateRules: ({ event }) => event.rules }) },
    ADDONS_LOADED: { actions: assign({ cart: ({ context, event }) => withCartAddons(context.cart, event.addons) }) },
    SIGNED_IN: [{ guard: 'isOwner', target: '.error', actions: ['takeRenter', 'failAsOwner'] }, { actions: 'takeRenter' }],
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
    /** Picks the saved step after a reload, falling back to the dates when the answers before it no longer hold. */
    resuming: {
      always: [
        { guard: 'isOwner', target: 'error', actions: 'failAsOwner' },
        { guard: 'resumesConfirmed', target: 'confirmation' },
        { guard: and(['resumesPaying', 'isSignedIn']), target: 'submitting' },
        { guard: and([{ type: 'resumesAt', params: 'about-you' }, 'datesPlausible']), target: 'aboutYou' },
        { guard: and([{ type: 'resumesAt', params: 'verify-id' }, 'datesPlausible', 'aboutYouComplete', 'needsIdVerification']), target: 'verifyId' },
        { guard: and([{ type: 'resumesAt', params: 'customize' }, 'datesPlausible', 'aboutYouComplete']), target: 'customize' },
        { guard: and([{ type: 'resumesAt', params: 'insurance' }, 'datesPlausible', 'aboutYouComplete']), target: 'insurance' },
        { guard: and([{ type: 'resumesAt', params: 'purchase' }, 'datesPlausible', 'aboutYouComplete', 'isSignedIn']), target: 'purchase' },
        { guard: and(['resumesLater', 'datesPlausible', 'aboutYouComplete']), target: 'login' },
        { target: 'dates' },
      ],
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
                    : { ...newRequest(event.fromDate, event.toDate) },
                  now(),
                ),
            }),
            'clearFailure',
          ],
        },
        NEXT: { guard: 'datesBookable', target: 'aboutYou', actions: 'clearFailure' },
        GO_TO: editTransitions(),
      },
    },

    aboutYou: {
      entry: [{ type: 'step', params: 'about-you' }],
      on: {
        UPDATE_ABOUT_YOU: {
          actions: [
            assign({
              cart: ({ context, event }) => {
                const { message, ...answers } = event.patch;
                const answered = updateRequest(context.cart, (request) => ({
                  ...request,
                  ...answers,
                  // Travel-abroad protection is only a question when going abroad.
                  ...(answers.destinationAbroad === false ? { travelAbroad: false } : {}),
                }));
                return message === undefined ? answered : withPendingMessage(answered, message, now());
              },
            }),
            'clearFailure',
          ],
        },
        NEXT: [
          { guard: and(['aboutYouComplete', 'isOwner']), target: 'error', actions: 'failAsOwner' },
          { guard: and(['aboutYouComplete', 'isSignedIn', 'needsIdVerification']), target: 'verifyId' },
          { guard: 'aboutYouComplete', target: 'customize' },
        ],
        BACK: 'dates',
        GO_TO: editTransitions(),
      },
    },

    /** 001 §5: a renter who must verify their ID first (the Swiss rules) stops here; verifying is a later issue. */
    verifyId: {
      entry: [{ type: 'step', params: 'verify-id' }],
      on: {
        // A fresh user record (e.g. verified meanwhile) lets the renter go on.
        SIGNED_IN: [
          { guard: 'isOwner', target: 'error', actions: ['takeRenter', 'failAsOwner'] },
          { guard: 'needsIdVerification', actions: 'takeRenter' },
          { target: 'customize', actions: 'takeRenter' },
        ],
        BACK: 'aboutYou',
        GO_TO: editTransitions(),
      },
    },

    customize: {
      entry: [{ type: 'step', params: 'customize' }],
      on: {
        SELECT_ADDON: { actions: assign({ cart: ({ context, event }) => withSelectedAddon(context.cart, event.key, event.quantity) }) },
        ADD_DRIVER: {
          guard: ({ event }) => event.name.trim() !== '',
          actions: assign({ cart: ({ context, event }) => updateRequest(context.cart, (r) => ({ ...r, additionalDrivers: [...r.additionalDrivers, { name: event.name.trim() }] })) }),
        },
        REMOVE_DRIVER: {
          actions: assign({ cart: ({ context, event }) => updateRequest(context.cart, (r) => ({ ...r, additionalDrivers: r.additionalDrivers.filter((_, i) => i !== event.index) })) }),
        },
        NEXT: 'insurance',
        BACK: 'aboutYou',
        GO_TO: editTransitions(),
      },
    },

    insurance: {
      entry: [{ type: 'step', params: 'insurance' }],
      on: {
        CHOOSE_PLAN: { actions: assign({ cart: ({ context, event }) => updateRequest(context.cart, (r) => ({ ...r, insuranceKey: event.plan })) }) },
        TOGGLE_INSURANCE_ADDON: {
          actions: assign({
            cart: ({ context, event }) =>
              updateRequest(context.cart, (r) => ({
                ...r,
                insuranceAddons: event.selected ? [...new Set([...r.insuranceAddons, event.key])] : r.insuranceAddons.filter((key) => key !== event.key),
              })),
          }),
        },
        NEXT: gate({ fromLogin: false }),
        BACK: 'customize',
        GO_TO: editTransitions(),
      },
    },

    /** Logging in or signing up inside the flow; the flow goes on where it was. */
    login: {
      entry: [{ type: 'step', params: 'login' }],
      on: {
        SIGNED_IN: gate({ fromLogin: true }),
        BACK: 'insurance',
        GO_TO: editTransitions(),
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
            // The gate before the purchase lets only a signed-in renter in.
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
            CHOOSE_PAYMENT: { actions: assign({ cart: ({ context, event }) => updateRequest(context.cart, (r) => ({ ...r, payLater: event.payLater })) }) },
            NEXT: { target: '#bookingRequest.submitting', actions: 'clearFailure' },
            BACK: '#bookingRequest.insurance',
            GO_TO: editTransitions(),
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
          {
            guard: 'hasPayable',
            target: 'paying',
            actions: assign(({ context, event }) => ({ payable: event.output.payable, cart: { ...context.cart, booking: context.cart.booking && { ...context.cart.booking, orderConfirmed: true } } })),
          },
          { target: 'confirmation', actions: assign(({ context }) => ({ cart: { ...context.cart, booking: context.cart.booking && { ...context.cart.booking, orderConfirmed: true } } })) },
        ],
        onError: [
          { guard: 'failureAtDates', target: 'dates', actions: 'assignFailure' },
          { target: 'error', actions: 'assignFailure' },
        ],
      },
    },

    /** The payment form charges what is due now; a refused card leaves the cart as it is for another try. */
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

    /** 001 §8 refusals the renter cannot fix in the flow, and the owners' notice. */
    error: {
      entry: [{ type: 'step', params: 'error' }],
      on: {
        RETRY: { guard: ({ context }) => context.failure !== null && canRetryFailure(context.failure.slug), target: 'purchase' },
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

/** Back and forward in the browser: an earlier step, or a later one whose answers before it hold. */
function editTransitions(): Transition[] {
  return [
    { guard: ({ event }) => event.type === 'GO_TO' && event.step === 'dates', target: '#bookingRequest.dates' },
    { guard: and(['canEdit', ({ event }) => event.type === 'GO_TO' && event.step === 'about-you']), target: '#bookingRequest.aboutYou' },
    { guard: and(['canEdit', ({ event }) => event.type === 'GO_TO' && event.step === 'customize']), target: '#bookingRequest.customize' },
    { guard: and(['canEdit', ({ event }) => event.type === 'GO_TO' && event.step === 'insurance']), target: '#bookingRequest.insurance' },
  ] as Transition[];
}

/** Before the purchase: signed in, not an owner, old enough, ID verified where the Swiss rules need it (001 §5, §8). */
function gate({ fromLogin }: { fromLogin: boolean }): Transition[] {
  return [
    ...(fromLogin ? [] : [{ guard: 'isSignedOut', target: '#bookingRequest.login' }]),
    { guard: 'isOwner', target: '#bookingRequest.error', actions: ['takeRenter', 'failAsOwner'] },
    { guard: 'underMinimumAge', target: '#bookingRequest.error', actions: ['takeRenter', 'failMinimumAge'] },
    { guard: 'needsIdVerification', target: '#bookingRequest.verifyId', actions: 'takeRenter' },
    { target: '#bookingRequest.purchase', actions: 'takeRenter' },
  ] as unknown as Transition[];
}
