import { and, assign, fromPromise, setup } from 'xstate';
import { changeDatesErrors, pendingChangeRequest, type ChangeDatesError } from '@/entities/booking';
import { holdsContactInfo } from '@/entities/user';
import { failureOf } from '@/shared/lib/flow';
import type {
  AnswerInput,
  ChangeBooking,
  ChangeCosts,
  ChangeDraft,
  ChangeRequestFailure,
  ChangeRequestInput,
  QuoteInput,
  SendInput,
} from './change-request.types';

export interface ChangeRequestContext extends Omit<ChangeRequestInput, 'draft'> {
  draft: ChangeDraft;
  /**
   * The draft was kept from before a reload and not yet sent or closed. Only such a draft reopens the
   * form: a forgotten one keeps the dates the booking had then, and the booking's new dates (an
   * accepted change, read before its order) must not reopen the dialog with the old ones.
   */
  draftKept: boolean;
  /** The rule's findings on the draft's dates (001 §5). */
  dateErrors: ChangeDatesError[];
  /** The date errors show once the renter has moved a date or tried to go on (not on the untouched form). */
  showErrors: boolean;
  /** The message holds an e-mail address or a phone number. */
  messageRefused: boolean;
  costs?: ChangeCosts;
  failure?: ChangeRequestFailure;
  /** The answer being sent, for the retry and the busy button. */
  answer?: AnswerInput['answer'];
}

export type ChangeRequestEvent =
  /** Fresh booking data (the 30 s poll, another tab, the other party's answer). */
  | { type: 'BOOKING_UPDATED'; booking: ChangeBooking }
  | { type: 'OPEN' }
  | { type: 'DATES_CHANGED'; fromDate: string; toDate: string }
  | { type: 'MESSAGE_CHANGED'; message: string }
  /** Checks the dates: a request is priced, an unanswered booking is moved at once. */
  | { type: 'SUBMIT_DATES' }
  | { type: 'SEND' }
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'WITHDRAW' }
  | { type: 'RETRY' }
  | { type: 'CONFIRM_EXTENSION' }
  /** The payment form reports the difference paid. */
  | { type: 'PAID' }
  | { type: 'CLOSE' };

const EMPTY_DRAFT: ChangeDraft = { fromDate: '', toDate: '', message: '' };
const draftOf = (booking: ChangeBooking, draft?: ChangeDraft): ChangeDraft => draft ?? { ...EMPTY_DRAFT, fromDate: booking.fromDate, toDate: booking.toDate };
const errorsOf = (context: Pick<ChangeRequestContext, 'booking' | 'rules' | 'now'>, draft: ChangeDraft) =>
  changeDatesErrors(context.booking, { fromDate: draft.fromDate, toDate: draft.toDate }, context.rules, new Date(context.now));
const pendingOf = (context: ChangeRequestContext) => pendingChangeRequest(context.booking.requests);
const answerInput = (answer: AnswerInput['answer']) => ({ context }: { context: ChangeRequestContext }): AnswerInput => ({
  bookingId: context.booking.id,
  requestId: pendingOf(context)?.id ?? 0,
  answer,
});
const answering = (answer: AnswerInput['answer']) => ({
  entry: { type: 'rememberAnswer' as const, params: answer },
  invoke: {
    id: 'answer',
    src: 'answer' as const,
    input: answerInput(answer),
    onDone: {
      target: '#changeRequest.routing',
      actions: ['takeBooking' as const, 'forgetAnswer' as const],
    },
    onError: { target: '#changeRequest.pending', actions: 'rememberFailure' as const },
  },
});

/**
 * New dates for a booking (001 §4, §5), for both parties. The renter chooses dates the rule
 * allows; an unanswered request is moved at once (`POST /bookings/{id}/new-dates`), an accepted
 * booking gets a change request priced first (`GET …/change-request-costs`) and sent with an
 * optional message without contact information. One request is pending at a time: its author may
 * withdraw it, the other party accepts or declines. An accepted extension that costs more waits
 * for the renter's confirmation (`POST /orders/{id}/extend-confirm`), then the difference is paid
 * through the payment form. Where it rests is read from the booking, so a reload lands right.
 */
export const changeRequestMachine = setup({
  types: {
    context: {} as ChangeRequestContext,
    events: {} as ChangeRequestEvent,
    input: {} as ChangeRequestInput,
  },
  actors: {
    quote: fromPromise<ChangeCosts, QuoteInput>(() => Promise.reject(new Error('quote is provided by the page'))),
    send: fromPromise<ChangeBooking, SendInput>(() => Promise.reject(new Error('send is provided by the page'))),
    moveDates: fromPromise<ChangeBooking, QuoteInput>(() => Promise.reject(new Error('moveDates is provided by the page'))),
    answer: fromPromise<ChangeBooking, AnswerInput>(() => Promise.reject(new Error('answer is provided by the page'))),
    confirmExtension: fromPromise<ChangeBooking, { orderId: number; bookingId: number }>(() => Promise.reject(new Error('confirmExtension is provided by the page'))),
  },
  guards: {
    isRenter: ({ context }) => context.role === 'renter',
    extensionToConfirm: ({ context }) => context.role === 'renter' && context.booking.extensionPending,
    differenceToPay: ({ context }) => context.role === 'renter' && context.booking.differenceDue !== undefined,
    hasPending: ({ context }) => pendingOf(context) !== undefined,
    /** A draft kept from before a reload reopens the form, while the booking still takes a change. */
    resumesDraft: ({ context }) => context.draftKept && context.role === 'renter' && context.booking.kind !== undefined && (context.draft.fromDate !== context.booking.fromDate || context.draft.toDate !== context.booking.toDate || context.draft.message !== ''),
    mayChange: ({ context }) => context.role === 'renter' && context.booking.kind !== undefined,
    datesValid: ({ context }) => context.dateErrors.length === 0,
    isDirect: ({ context }) => context.booking.kind === 'direct',
    messageAllowed: ({ context }) => !holdsContactInfo(context.draft.message),
    isAuthor: ({ context }) => pendingOf(context)?.createdBy === context.role,
    isAnswerer: ({ context }) => {
      const pending = pendingOf(context);
      return pending !== undefined && pending.createdBy !== context.role;
    },
  },
  actions: {
    takeBooking: assign(({ context, event }) => {
      const booking = event.type === 'BOOKING_UPDATED' ? event.booking : (event as unknown as { output: ChangeBooking }).output;
      return { booking, dateErrors: errorsOf({ ...context, booking }, context.draft) };
    }),
    rememberFailure: assign({ failure: ({ event }) => failureOf((event as unknown as { error: unknown }).error) }),
    rememberAnswer: assign({ answer: (_, answer: AnswerInput['answer']) => answer, failure: undefined }),
    forgetAnswer: assign({ answer: undefined }),
    clearFailure: assign({ failure: undefined }),
    forgetDraft: assign(({ context }) => {
      const draft = draftOf(context.booking);
      return { draft, draftKept: false, dateErrors: errorsOf(context, draft), showErrors: false, messageRefused: false, costs: undefined, failure: undefined };
    }),
  },
}).createMachine({
  id: 'changeRequest',
  initial: 'routing',
  context: ({ input }) => {
    const draft = draftOf(input.booking, input.draft);
    const draftKept = input.draft !== undefined;
    return { role: input.role, booking: input.booking, rules: input.rules, now: input.now, draft, draftKept, dateErrors: errorsOf(input, draft), showErrors: draftKept, messageRefused: false };
  },
  states: {
    /** Decides from the booking: an extension to confirm or pay, a pending request, a kept draft, or nothing. */
    routing: {
      always: [
        { guard: 'extensionToConfirm', target: 'extension' },
        { guard: 'differenceToPay', target: 'paying' },
        { guard: 'hasPending', target: 'pending' },
        { guard: 'resumesDraft', target: 'editing' },
        { target: 'idle' },
      ],
    },

    idle: {
      on: {
        BOOKING_UPDATED: { target: 'routing', actions: 'takeBooking' },
        OPEN: { guard: 'mayChange', target: 'editing', actions: 'forgetDraft' },
      },
    },

    /** The dialog: new dates and a message. */
    editing: {
      on: {
        BOOKING_UPDATED: { actions: 'takeBooking' },
        DATES_CHANGED: {
          actions: assign(({ context, event }) => {
            const draft = { ...context.draft, fromDate: event.fromDate, toDate: event.toDate };
            return { draft, dateErrors: errorsOf(context, draft), showErrors: true, failure: undefined };
          }),
        },
        MESSAGE_CHANGED: { actions: assign(({ context, event }) => ({ draft: { ...context.draft, message: event.message }, messageRefused: false })) },
        SUBMIT_DATES: [
          { guard: and(['datesValid', 'isDirect']), target: 'movingDates', actions: 'clearFailure' },
          { guard: 'datesValid', target: 'quoting', actions: 'clearFailure' },
          { actions: assign({ showErrors: true }) },
        ],
        CLOSE: { target: 'routing', actions: 'forgetDraft' },
      },
    },

    quoting: {
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ bookingId: context.booking.id, fromDate: context.draft.fromDate, toDate: context.draft.toDate }),
        onDone: { target: 'quoted', actions: assign({ costs: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: 'rememberFailure' },
      },
    },

    /** The cost is shown; the message may still change, the dates go back to editing. */
    quoted: {
      on: {
        BOOKING_UPDATED: { actions: 'takeBooking' },
        MESSAGE_CHANGED: { actions: assign(({ context, event }) => ({ draft: { ...context.draft, message: event.message }, messageRefused: false })) },
        DATES_CHANGED: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const draft = { ...context.draft, fromDate: event.fromDate, toDate: event.toDate };
            return { draft, dateErrors: errorsOf(context, draft), costs: undefined, failure: undefined };
          }),
        },
        SEND: [{ guard: 'messageAllowed', target: 'sending', actions: 'clearFailure' }, { actions: assign({ messageRefused: true }) }],
        CLOSE: { target: 'routing', actions: 'forgetDraft' },
      },
    },

    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ bookingId: context.booking.id, fromDate: context.draft.fromDate, toDate: context.draft.toDate, message: context.draft.message.trim() }),
        onDone: { target: 'routing', actions: ['takeBooking', 'forgetDraft'] },
        onError: { target: 'quoted', actions: 'rememberFailure' },
      },
    },

    /** Before the owner answered: the request itself moves to the new dates. */
    movingDates: {
      invoke: {
        id: 'moveDates',
        src: 'moveDates',
        input: ({ context }) => ({ bookingId: context.booking.id, fromDate: context.draft.fromDate, toDate: context.draft.toDate }),
        onDone: { target: 'datesMoved', actions: ['takeBooking', 'forgetDraft'] },
        onError: { target: 'editing', actions: 'rememberFailure' },
      },
    },

    datesMoved: {
      on: {
        BOOKING_UPDATED: { actions: 'takeBooking' },
        CLOSE: { target: 'routing' },
      },
    },

    /** One request waits for an answer: its author may withdraw it, the other party answers. */
    pending: {
      on: {
        BOOKING_UPDATED: { target: 'routing', actions: ['takeBooking', 'clearFailure'] },
        ACCEPT: { guard: 'isAnswerer', target: 'accepting' },
        DECLINE: { guard: 'isAnswerer', target: 'declining' },
        WITHDRAW: { guard: 'isAuthor', target: 'withdrawing' },
        RETRY: [
          { guard: ({ context }) => context.answer === 'accept', target: 'accepting' },
          { guard: ({ context }) => context.answer === 'deny', target: 'declining' },
          { guard: ({ context }) => context.answer === 'cancel', target: 'withdrawing' },
        ],
      },
    },
    accepting: answering('accept'),
    declining: answering('deny'),
    withdrawing: answering('cancel'),

    /** 001 §4: the owner accepted an extension; payment is advised only now, once the renter confirms. */
    extension: {
      on: {
        BOOKING_UPDATED: { target: 'routing', actions: ['takeBooking', 'clearFailure'] },
        CONFIRM_EXTENSION: { target: 'confirming', actions: 'clearFailure' },
      },
    },

    confirming: {
      invoke: {
        id: 'confirmExtension',
        src: 'confirmExtension',
        input: ({ context }) => ({ orderId: context.booking.orderId ?? 0, bookingId: context.booking.id }),
        onDone: { target: 'routing', actions: 'takeBooking' },
        onError: { target: 'extension', actions: 'rememberFailure' },
      },
    },

    /** The difference is payable: the payment form pays it. */
    paying: {
      on: {
        BOOKING_UPDATED: { target: 'routing', actions: 'takeBooking' },
        PAID: {
          target: 'paid',
          actions: assign(({ context }) => ({ booking: { ...context.booking, differenceDue: undefined } })),
        },
      },
    },

    paid: {
      on: {
        BOOKING_UPDATED: { actions: 'takeBooking' },
        CLOSE: { target: 'routing' },
      },
    },
  },
});
