import { assign, fromPromise, setup } from 'xstate';
import { declineBlocksDates, declineReasonForTakenDates, isAcceptedButUnconfirmed, isAwaitingOwner, paymentLapsed, permissionsOf, responseLapsed, takenByHoldsEveryNight, type Booking } from '@/entities/booking';
import { failureOf } from '@/shared/lib/flow';
import type { AcceptConflicts, FindConflictsInput, LifecycleAction, LifecycleDraft, LifecycleFailure, LifecycleInput, PerformActionInput } from './booking-lifecycle.types';

export interface BookingLifecycleContext extends LifecycleInput {
  draft: LifecycleDraft;
  failure?: LifecycleFailure;
  /** What accepting the request would meet (001 §2): read when the owner starts to accept; null when it could not be read. */
  conflicts?: AcceptConflicts | null;
}

export type BookingLifecycleEvent =
  /** Fresh data from the API (the 30 s poll, or another tab). */
  | { type: 'BOOKING_UPDATED'; booking: Booking }
  /** The clock moved on: deadlines are measured against this moment. */
  | { type: 'TICK'; now: string }
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'EXTEND' }
  | { type: 'WITHDRAW' }
  | { type: 'CANCEL' }
  | { type: 'SET_REASON'; reason: string }
  | { type: 'SET_MESSAGE'; message: string }
  | { type: 'SUBMIT' }
  /** Yes to "accept this request?" (#23 point 8: accepting commits the vehicle, so it is asked first). */
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  /** The payment form reports the first payment after acceptance went through. */
  | { type: 'PAID' };

const nowOf = (context: BookingLifecycleContext) => new Date(context.now);
const can = (context: BookingLifecycleContext) => permissionsOf(context.role, context.booking, nowOf(context));
const EMPTY_DRAFT: LifecycleDraft = { message: '' };

/**
 * 001 §9: a request declined for an unavailability reason blocks its dates, unless it is declined
 * because they are taken and what takes them already holds every night (a second period over the
 * owner's own would only have to be removed twice).
 */
export const declineBlocksRequestDates = (context: BookingLifecycleContext): boolean =>
  declineBlocksDates(context.draft.reason) && !(context.conflicts && takenByHoldsEveryNight(context.booking, context.conflicts.takenBy));

const actionInput = (action: LifecycleAction) => ({ context }: { context: BookingLifecycleContext }): PerformActionInput => ({
  bookingId: context.booking.id,
  action,
  ...(action === 'decline' ? { blockDates: declineBlocksRequestDates(context) } : {}),
  ...(context.draft.reason ? { reason: context.draft.reason } : {}),
  ...(context.draft.message.trim() ? { message: context.draft.message.trim() } : {}),
});

/** An action that is only sent (accept, extend): submitting, then failed with retry. */
const sentAction = (action: LifecycleAction) => ({
  initial: 'submitting' as const,
  states: {
    submitting: {
      invoke: {
        id: 'performAction',
        src: 'performAction' as const,
        input: actionInput(action),
        onDone: { target: '#bookingLifecycle.routing', actions: 'takeResult' as const },
        onError: { target: 'failed', actions: 'rememberFailure' as const },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'submitting', actions: 'clearFailure' as const },
        DISMISS: { target: '#bookingLifecycle.routing', actions: 'resetDraft' as const },
      },
    },
  },
});

/**
 * Accepting (#23 point 8: it commits the vehicle, so it is asked first). Before the question, the
 * vehicle's other open requests and what holds its nights are read (001 §2 overlapping and
 * unavailable dates): the question lists the requests accepting declines, and taken nights lead
 * to the unavailable-dates modal instead, as does the API's `dates_unavailable` on sending.
 */
const acceptAction = () => ({
  initial: 'checking' as const,
  states: {
    checking: {
      invoke: {
        id: 'findConflicts',
        src: 'findConflicts' as const,
        input: ({ context }: { context: BookingLifecycleContext }): FindConflictsInput => ({ bookingId: context.booking.id }),
        onDone: [
          { guard: 'foundTakenDates' as const, target: 'datesUnavailable', actions: 'takeConflicts' as const },
          { target: 'confirming', actions: 'takeConflicts' as const },
        ],
        // The API still declines the overlapping requests and refuses taken dates: the question says it could not check.
        onError: { target: 'confirming', actions: 'forgetConflicts' as const },
      },
      on: { DISMISS: { target: '#bookingLifecycle.routing', actions: 'resetDraft' as const } },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'submitting' },
        RETRY: { guard: 'conflictsUnknown' as const, target: 'checking' },
        DISMISS: { target: '#bookingLifecycle.routing', actions: 'resetDraft' as const },
      },
    },
    submitting: {
      invoke: {
        id: 'performAction',
        src: 'performAction' as const,
        input: actionInput('accept'),
        onDone: { target: '#bookingLifecycle.routing', actions: 'takeResult' as const },
        onError: [
          { guard: 'refusedTakenDates' as const, target: 'datesUnavailable', actions: 'rememberFailure' as const },
          { target: 'failed', actions: 'rememberFailure' as const },
        ],
      },
    },
    failed: sentAction('accept').states.failed,
    /** The nights are taken: decline the request (its reason chosen for the owner) or free them in the calendar and accept again. */
    datesUnavailable: {
      on: {
        DECLINE: { target: '#bookingLifecycle.declining', actions: 'presetTakenDatesReason' as const },
        DISMISS: { target: '#bookingLifecycle.routing', actions: 'resetDraft' as const },
      },
    },
  },
});

/** An action that needs a reason (decline, withdraw, cancel): choosing one, submitting, failed with retry. */
const reasonedAction = (action: LifecycleAction) => ({
  initial: 'choosingReason' as const,
  states: {
    choosingReason: {
      on: {
        SET_REASON: { actions: 'setReason' as const },
        SET_MESSAGE: { actions: 'setMessage' as const },
        SUBMIT: { guard: 'hasReason' as const, target: 'submitting' },
        DISMISS: { target: '#bookingLifecycle.routing', actions: 'resetDraft' as const },
      },
    },
    submitting: {
      invoke: {
        id: 'performAction',
        src: 'performAction' as const,
        input: actionInput(action),
        onDone: { target: '#bookingLifecycle.routing', actions: 'takeResult' as const },
        onError: { target: 'failed', actions: 'rememberFailure' as const },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'submitting', actions: 'clearFailure' as const },
        DISMISS: { target: '#bookingLifecycle.routing', actions: 'resetDraft' as const },
      },
    },
  },
});

/**
 * One booking from the viewer's side (001 §1, §4, §6, §9): the status it is in, what the renter or
 * owner may do there (the entity rules decide), and each action as states of its own (choosing a
 * reason, submitting, failed with retry). The booking comes in by input and by BOOKING_UPDATED
 * from the poll; deadlines (owner 24 h + 72 h extensions, payment 48 h) are computed from its
 * timestamps against `now`, which TICK moves on. API calls are actors the feature provides.
 */
export const bookingLifecycleMachine = setup({
  types: {
    context: {} as BookingLifecycleContext,
    events: {} as BookingLifecycleEvent,
    input: {} as LifecycleInput,
  },
  actors: {
    performAction: fromPromise<Booking, PerformActionInput>(async () => {
      throw new Error('performAction is provided by the feature');
    }),
    loadBooking: fromPromise<Booking, { bookingId: number }>(async () => {
      throw new Error('loadBooking is provided by the feature');
    }),
    findConflicts: fromPromise<AcceptConflicts, FindConflictsInput>(async () => {
      throw new Error('findConflicts is provided by the feature');
    }),
  },
  guards: {
    canAccept: ({ context }) => can(context).accept,
    canDecline: ({ context }) => can(context).decline,
    canExtend: ({ context }) => can(context).extend,
    canWithdraw: ({ context }) => can(context).withdraw,
    canCancel: ({ context }) => can(context).cancel,
    hasReason: ({ context }) => Boolean(context.draft.reason),
    foundTakenDates: ({ event }) => (event as unknown as { output: AcceptConflicts }).output.takenBy.length > 0,
    refusedTakenDates: ({ event }) => failureOf((event as unknown as { error: unknown }).error).slug === 'dates_unavailable',
    conflictsUnknown: ({ context }) => context.conflicts === null,
    isDraft: ({ context }) => context.booking.ecommerceStatus === 'draft',
    isAwaitingOwner: ({ context }) => isAwaitingOwner(context.booking),
    isAccepted: ({ context }) => isAcceptedButUnconfirmed(context.booking),
    isConfirmed: ({ context }) => context.booking.ecommerceStatus === 'confirmed',
    isActive: ({ context }) => context.booking.ecommerceStatus === 'active',
    isEnded: ({ context }) => context.booking.ecommerceStatus === 'ended',
    isCompleted: ({ context }) => context.booking.ecommerceStatus === 'completed',
    // A request the owner cancelled before accepting was declined (001 §2).
    isDeclined: ({ context }) => context.booking.ecommerceStatus === 'canceled_by_owner' && !context.booking.isAccepted,
    isCanceledByOwner: ({ context }) => context.booking.ecommerceStatus === 'canceled_by_owner',
    isCanceledByRenter: ({ context }) => context.booking.ecommerceStatus === 'canceled_by_renter',
    isExpired: ({ context }) => context.booking.ecommerceStatus === 'canceled_by_system' && context.booking.expiry !== null,
    responseLapsed: ({ context }) => responseLapsed(context.booking, nowOf(context)),
    paymentLapsed: ({ context }) => paymentLapsed(context.booking, nowOf(context)),
  },
  actions: {
    takeResult: assign(({ event }) => ({ booking: (event as unknown as { output: Booking }).output, draft: EMPTY_DRAFT, failure: undefined, conflicts: undefined })),
    takeConflicts: assign({ conflicts: ({ event }) => (event as unknown as { output: AcceptConflicts }).output }),
    forgetConflicts: assign({ conflicts: null }),
    presetTakenDatesReason: assign({ draft: ({ context }) => ({ reason: declineReasonForTakenDates(context.conflicts?.takenBy ?? []), message: '' }), failure: undefined }),
    rememberFailure: assign({ failure: ({ event }) => failureOf((event as unknown as { error: unknown }).error) }),
    clearFailure: assign({ failure: undefined }),
    resetDraft: assign({ draft: EMPTY_DRAFT, failure: undefined, conflicts: undefined }),
    setReason: assign({ draft: ({ context, event }) => (event.type === 'SET_REASON' ? { ...context.draft, reason: event.reason } : context.draft) }),
    setMessage: assign({ draft: ({ context, event }) => (event.type === 'SET_MESSAGE' ? { ...context.draft, message: event.message } : context.draft) }),
    // The server lapses it lazily too; showing it at once keeps the buttons honest until the next poll.
    lapse: assign({
      booking: ({ context }) => ({
        ...context.booking,
        ecommerceStatus: 'canceled_by_system' as const,
        expiry: context.booking.isAccepted ? ('unpaid' as const) : ('unanswered' as const),
      }),
    }),
  },
}).createMachine({
  id: 'bookingLifecycle',
  initial: 'routing',
  context: ({ input }) => ({ ...input, draft: EMPTY_DRAFT }),
  on: {
    BOOKING_UPDATED: { target: '.routing', actions: assign({ booking: ({ event }) => event.booking }) },
    TICK: { target: '.routing', actions: assign({ now: ({ event }) => event.now }) },
  },
  states: {
    /** Decides the status state from the booking and the clock; never rested in. */
    routing: {
      always: [
        { guard: 'isDraft', target: 'draft' },
        { guard: 'responseLapsed', target: 'expired', actions: 'lapse' },
        { guard: 'paymentLapsed', target: 'expired', actions: 'lapse' },
        { guard: 'isAwaitingOwner', target: 'pendingConfirmation' },
        { guard: 'isAccepted', target: 'accepted' },
        { guard: 'isConfirmed', target: 'confirmed' },
        { guard: 'isActive', target: 'active' },
        { guard: 'isEnded', target: 'ended' },
        { guard: 'isCompleted', target: 'completed' },
        { guard: 'isDeclined', target: 'declined' },
        { guard: 'isCanceledByOwner', target: 'canceledByOwner' },
        { guard: 'isCanceledByRenter', target: 'canceledByRenter' },
        { guard: 'isExpired', target: 'expired' },
        { target: 'canceledBySystem' },
      ],
    },

    /** Being put together in the booking flow; not yet sent to the owner. */
    draft: {},

    /** Requested: the owner answers within 24 h (+72 h twice); the renter may withdraw. */
    pendingConfirmation: {
      on: {
        ACCEPT: { guard: 'canAccept', target: 'accepting' },
        DECLINE: { guard: 'canDecline', target: 'declining' },
        EXTEND: { guard: 'canExtend', target: 'extending' },
        WITHDRAW: { guard: 'canWithdraw', target: 'withdrawing' },
      },
    },

    /** Accepted: the renter pays within 48 h; the first payment confirms. The owner may still cancel. */
    accepted: {
      initial: 'awaitingPayment',
      states: {
        awaitingPayment: {
          on: { PAID: 'confirmingPayment' },
        },
        /** The payment went through; the booking is read again to see it confirmed. */
        confirmingPayment: {
          on: {
            BOOKING_UPDATED: { actions: assign({ booking: ({ event }) => event.booking }) },
            TICK: { actions: assign({ now: ({ event }) => event.now }) },
          },
          invoke: {
            id: 'loadBooking',
            src: 'loadBooking',
            input: ({ context }) => ({ bookingId: context.booking.id }),
            onDone: { target: '#bookingLifecycle.routing', actions: 'takeResult' },
            // The poll brings the confirmation later; the payment itself succeeded.
            onError: { target: 'awaitingPayment' },
          },
        },
      },
      on: {
        CANCEL: { guard: 'canCancel', target: 'cancelling' },
      },
    },

    /** Paid: the renter may cancel with the policy's refund; the owner only through support. */
    confirmed: {
      on: { CANCEL: { guard: 'canCancel', target: 'cancelling' } },
    },
    active: {},
    /** The rental is over; extra charges and claims are still possible. */
    ended: {},
    completed: {},
    declined: {},
    expired: {},
    canceledByOwner: {},
    canceledByRenter: {},
    canceledBySystem: {},

    accepting: {
      ...acceptAction(),
      on: { BOOKING_UPDATED: { actions: assign({ booking: ({ event }) => event.booking }) }, TICK: { actions: assign({ now: ({ event }) => event.now }) } },
    },
    extending: {
      ...sentAction('extend_response_time'),
      on: { BOOKING_UPDATED: { actions: assign({ booking: ({ event }) => event.booking }) }, TICK: { actions: assign({ now: ({ event }) => event.now }) } },
    },
    declining: {
      ...reasonedAction('decline'),
      on: { BOOKING_UPDATED: { actions: assign({ booking: ({ event }) => event.booking }) }, TICK: { actions: assign({ now: ({ event }) => event.now }) } },
    },
    withdrawing: {
      ...reasonedAction('withdraw'),
      on: { BOOKING_UPDATED: { actions: assign({ booking: ({ event }) => event.booking }) }, TICK: { actions: assign({ now: ({ event }) => event.now }) } },
    },
    cancelling: {
      ...reasonedAction('cancel'),
      on: { BOOKING_UPDATED: { actions: assign({ booking: ({ event }) => event.booking }) }, TICK: { actions: assign({ now: ({ event }) => event.now }) } },
    },
  },
});
