import { assign, fromPromise, setup } from 'xstate';
import {
  buildPaymentCreate,
  isCardBrandSupported,
  isCardEntryError,
  isPaymentFailed,
  isPaymentSettled,
  paymentFailureOf,
  paymentFailureOfCode,
  stripeAccountOf,
  type CardPaymentMethod,
  type PaymentCreate,
  type PaymentFailure,
} from '@/entities/payment';
import type { PaymentActorTypes, PaymentInput, PaymentOutput, PaymentResult, PaymentSelection } from './payment.types';

export interface PaymentContext extends PaymentInput {
  selection?: PaymentSelection;
  /** The method being paid with: the saved card, or the one the gateway created. */
  paymentMethod?: CardPaymentMethod;
  payment?: PaymentResult;
  failure?: PaymentFailure;
  /** Payments tried, for telling a retry from a first attempt. */
  attempts: number;
}

export type PaymentEvent =
  | { type: 'SELECT_SAVED'; method: CardPaymentMethod }
  | { type: 'SELECT_NEW' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

/** How often a payment that is still processing is looked at again. */
export const PAYMENT_POLL_MS = 2_000;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the pay feature`);
};

const CARD_NOT_SUPPORTED: PaymentFailure = { reason: 'cardNotSupported', code: 'card_not_supported' };
const METHOD_REQUIRED: PaymentFailure = { reason: 'paymentMethodRequired', code: 'payment_method_required' };
const INVALID_INFO: PaymentFailure = { reason: 'invalidPaymentInfo', code: 'invalid_stripe_info' };
const AUTHENTICATION_FAILED: PaymentFailure = { reason: 'contactBank', code: 'authentication_required' };

const payloadOf = (context: PaymentContext, paymentMethod: CardPaymentMethod | undefined) =>
  buildPaymentCreate({
    payable: context.payable,
    stripeAccount: stripeAccountOf(context.country),
    paymentMethod,
    purpose: context.purpose,
    immediateCapture: context.immediateCapture,
  });

const savedOf = (selection: PaymentSelection | undefined): CardPaymentMethod | undefined =>
  selection?.kind === 'saved'
    ? { paymentMethodId: selection.paymentMethodId, paymentMethodType: selection.paymentMethodType, brand: selection.brand, walletType: selection.walletType ?? null }
    : undefined;

/**
 * One payment of a payable (001 §3 "Payment create"): the payer picks a saved card or
 * enters a new one; American Express and Diners Club are refused before the API is
 * called (001 §5); `POST /payments` goes out only with stripeAccount, paymentMethodId
 * and paymentMethodType; 3-D Secure runs in the gateway; then the payment is watched
 * until it is settled. A failure keeps the payer's choice for the retry.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: {
    createPaymentMethod: fromPromise<PaymentActorTypes['createPaymentMethod']['output'], PaymentActorTypes['createPaymentMethod']['input']>(notProvided('createPaymentMethod')),
    createPayment: fromPromise<PaymentActorTypes['createPayment']['output'], PaymentActorTypes['createPayment']['input']>(notProvided('createPayment')),
    handleNextAction: fromPromise<PaymentActorTypes['handleNextAction']['output'], PaymentActorTypes['handleNextAction']['input']>(notProvided('handleNextAction')),
    checkPayment: fromPromise<PaymentActorTypes['checkPayment']['output'], PaymentActorTypes['checkPayment']['input']>(notProvided('checkPayment')),
  },
  guards: {
    hasNoSelection: ({ context }) => context.selection === undefined,
    savedCardRefused: ({ context }) => context.selection?.kind === 'saved' && !isCardBrandSupported(context.selection.brand),
    savedPayloadInvalid: ({ context }) => context.selection?.kind === 'saved' && !payloadOf(context, savedOf(context.selection)).ok,
    usesSavedCard: ({ context }) => context.selection?.kind === 'saved',
    createdCardRefused: (_, method: CardPaymentMethod) => !isCardBrandSupported(method.brand),
    createdPayloadInvalid: ({ context }, method: CardPaymentMethod) => !payloadOf(context, method).ok,
    needsAuthentication: (_, payment: PaymentResult) => payment.status === 'requires_action' && Boolean(payment.clientSecret),
    paymentFailed: (_, payment: PaymentResult) => isPaymentFailed(payment.status),
    paymentSettled: (_, payment: PaymentResult) => isPaymentSettled(payment.status),
    authenticated: (_, outcome: 'succeeded' | 'failed') => outcome === 'succeeded',
  },
  delays: { poll: PAYMENT_POLL_MS },
}).createMachine({
  id: 'payment',
  initial: 'editing',
  context: ({ input }) => ({ ...input, attempts: 0 }),
  output: ({ context }) => ({ paymentId: context.payment?.id ?? 0, status: context.payment?.status ?? 'succeeded' }),
  states: {
    editing: {
      on: {
        SELECT_SAVED: { actions: assign({ selection: ({ event }) => ({ kind: 'saved' as const, ...event.method }) }) },
        SELECT_NEW: { actions: assign({ selection: { kind: 'new' } }) },
        SUBMIT: { target: 'validating' },
      },
    },

    validating: {
      always: [
        { guard: 'hasNoSelection', target: 'failed', actions: assign({ failure: METHOD_REQUIRED }) },
        { guard: 'savedCardRefused', target: 'failed', actions: assign({ failure: CARD_NOT_SUPPORTED }) },
        { guard: 'savedPayloadInvalid', target: 'failed', actions: assign({ failure: INVALID_INFO }) },
        { guard: 'usesSavedCard', target: 'submitting', actions: assign({ paymentMethod: ({ context }) => savedOf(context.selection) }) },
        { target: 'creatingPaymentMethod' },
      ],
    },

    creatingPaymentMethod: {
      invoke: {
        id: 'createPaymentMethod',
        src: 'createPaymentMethod',
        onDone: [
          // 001 §5: refused by brand, before the API is asked.
          { guard: { type: 'createdCardRefused', params: ({ event }) => event.output }, target: 'failed', actions: assign({ failure: CARD_NOT_SUPPORTED }) },
          { guard: { type: 'createdPayloadInvalid', params: ({ event }) => event.output }, target: 'failed', actions: assign({ failure: INVALID_INFO }) },
          { target: 'submitting', actions: assign({ paymentMethod: ({ event }) => event.output }) },
        ],
        onError: [
          // The fields show what to fix; nothing failed yet.
          { guard: ({ event }) => isCardEntryError(event.error), target: 'editing' },
          { target: 'failed', actions: assign({ failure: ({ event }) => paymentFailureOf(event.error) }) },
        ],
      },
    },

    submitting: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => {
          const built = payloadOf(context, context.paymentMethod);
          // validating and creatingPaymentMethod only come here with a complete payload.
          if (!built.ok) throw new Error(built.message);
          return built.payload satisfies PaymentCreate;
        },
        onDone: [
          { guard: { type: 'needsAuthentication', params: ({ event }) => event.output }, target: 'authenticating', actions: assign({ payment: ({ event }) => event.output }) },
          {
            guard: { type: 'paymentFailed', params: ({ event }) => event.output },
            target: 'failed',
            actions: assign({ payment: ({ event }) => event.output, failure: ({ event }) => paymentFailureOfCode(event.output.errorSlug) }),
          },
          { target: 'awaitingOrder', actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => paymentFailureOf(event.error) }) },
      },
    },

    authenticating: {
      invoke: {
        id: 'handleNextAction',
        src: 'handleNextAction',
        input: ({ context }) => ({ clientSecret: context.payment?.clientSecret ?? '', paymentId: context.payment?.id ?? 0 }),
        onDone: [
          { guard: { type: 'authenticated', params: ({ event }) => event.output }, target: 'awaitingOrder' },
          { target: 'failed', actions: assign({ failure: AUTHENTICATION_FAILED }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => paymentFailureOf(event.error) }) },
      },
    },

    /** The API settles the payment (and the order behind it) on its side; watched until it says so. */
    awaitingOrder: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'checkPayment',
            src: 'checkPayment',
            input: ({ context }) => ({ paymentId: context.payment?.id ?? 0 }),
            onDone: [
              { guard: { type: 'paymentSettled', params: ({ event }) => event.output }, target: '#payment.succeeded', actions: assign({ payment: ({ event }) => event.output }) },
              {
                guard: { type: 'paymentFailed', params: ({ event }) => event.output },
                target: '#payment.failed',
                actions: assign({ payment: ({ event }) => event.output, failure: ({ event }) => paymentFailureOfCode(event.output.errorSlug) }),
              },
              { target: 'waiting', actions: assign({ payment: ({ event }) => event.output }) },
            ],
            // The payment went out; a lost answer is asked again rather than shown as a failure (no double charge).
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          after: { poll: 'checking' },
        },
      },
    },

    succeeded: { type: 'final' },

    failed: {
      on: {
        // The choice stays; a new card is created again from the fields, which still hold it.
        RETRY: { target: 'editing', actions: assign({ failure: undefined, paymentMethod: undefined, payment: undefined }) },
        SUBMIT: { target: 'validating', actions: assign({ failure: undefined, paymentMethod: undefined, payment: undefined }) },
        SELECT_SAVED: {
          target: 'editing',
          actions: assign({ selection: ({ event }) => ({ kind: 'saved' as const, ...event.method }), failure: undefined, paymentMethod: undefined, payment: undefined }),
        },
        SELECT_NEW: { target: 'editing', actions: assign({ selection: { kind: 'new' }, failure: undefined, paymentMethod: undefined, payment: undefined }) },
      },
    },
  },
});
