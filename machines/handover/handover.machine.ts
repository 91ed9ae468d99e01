import { and, assign, fromPromise, setup } from 'xstate';
import { CHECKOUT_EXTRA_CHARGES_MAX, EMPTY_HANDOVER_DRAFT, handoverDraftErrors, type HandoverBooking, type HandoverDraft } from '@/entities/booking';
import { failureOf } from '@/shared/lib/flow';
import type { HandoverActorTypes, HandoverContext, HandoverEvent, HandoverInput } from './handover.types';

type Actor<K extends keyof HandoverActorTypes> = HandoverActorTypes[K];
const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the feature`);
};

const rulesOf = (context: HandoverContext) => ({ phase: context.booking.phase, cashDeposit: context.booking.cashDeposit, checkinMileage: context.booking.checkinMileage });
const isDraftStarted = (draft: HandoverDraft) => JSON.stringify(draft) !== JSON.stringify(EMPTY_HANDOVER_DRAFT);
const outputBooking = (event: HandoverEvent) => (event as unknown as { output: HandoverBooking }).output;

/**
 * The handover of the vehicle (001 §2, §4), at check-in and at check-out: one machine with the
 * phase in its booking, as both run the same course — the owner documents, the renter approves or
 * asks for an update, approval completes it; with a cash deposit the owner's confirmation that it
 * was paid completes the check-in. What differs (the fields, the mileage floor) is the entity's
 * rules. Where a party stands comes from the booking, so a reload or the other party's answer
 * (polled in as BOOKING_CHANGED) lands on the right state.
 */
export const handoverMachine = setup({
  types: {
    context: {} as HandoverContext,
    events: {} as HandoverEvent,
    input: {} as HandoverInput,
  },
  actors: {
    finalize: fromPromise<Actor<'finalize'>['output'], Actor<'finalize'>['input']>(provided('finalize')),
    approve: fromPromise<Actor<'approve'>['output'], Actor<'approve'>['input']>(provided('approve')),
    requestUpdate: fromPromise<Actor<'requestUpdate'>['output'], Actor<'requestUpdate'>['input']>(provided('requestUpdate')),
  },
  guards: {
    completed: ({ context }) => context.booking.completed,
    blocked: ({ context }) => context.booking.blockers.length > 0,
    ownerAwaitsRenter: ({ context }) => context.role === 'owner' && context.booking.ownerDone,
    ownerResumes: ({ context }) => context.role === 'owner' && isDraftStarted(context.draft),
    isOwner: ({ context }) => context.role === 'owner',
    renterReviews: ({ context }) => context.booking.ownerDone,
    draftValid: ({ context }) => Object.keys(handoverDraftErrors(context.draft, rulesOf(context))).length === 0,
    photosUp: ({ context }) => context.photosWaiting === 0,
    isCheckout: ({ context }) => context.booking.phase === 'checkout',
    mayAddCharge: ({ context }) => context.booking.phase === 'checkout' && context.draft.extraCharges.length < CHECKOUT_EXTRA_CHARGES_MAX,
    lastPhotoUp: ({ event }) => event.type === 'PHOTOS_WAITING' && event.count === 0,
  },
  actions: {
    takeBooking: assign({ booking: ({ event }) => (event.type === 'BOOKING_CHANGED' ? event.booking : outputBooking(event)) }),
    assignFailure: assign({ failure: ({ event }) => ('error' in event ? failureOf(event.error) : null) }),
    clearFailure: assign({ failure: null }),
    editDraft: assign({ draft: ({ context, event }) => (event.type === 'EDIT' ? { ...context.draft, ...event.patch } : context.draft) }),
    addCharge: assign({ draft: ({ context, event }) => (event.type === 'ADD_CHARGE' ? { ...context.draft, extraCharges: [...context.draft.extraCharges, event.charge] } : context.draft) }),
    removeCharge: assign({
      draft: ({ context, event }) => (event.type === 'REMOVE_CHARGE' ? { ...context.draft, extraCharges: context.draft.extraCharges.filter((_, i) => i !== event.index) } : context.draft),
    }),
  },
}).createMachine({
  id: 'handover',
  context: ({ input }) => ({ role: input.role, booking: input.booking, draft: input.draft ?? EMPTY_HANDOVER_DRAFT, showErrors: false, failure: null, photosWaiting: 0 }),
  on: {
    PHOTOS_WAITING: { actions: assign({ photosWaiting: ({ event }) => event.count }) },
  },
  initial: 'routing',
  states: {
    /** Where a party stands, from the booking: on opening, after a reload and after every answer. */
    routing: {
      always: [
        { guard: 'completed', target: 'completed' },
        { guard: 'blocked', target: 'blocked' },
        { guard: 'ownerAwaitsRenter', target: 'awaitingRenter' },
        { guard: 'ownerResumes', target: 'documenting' },
        { guard: 'isOwner', target: 'intro' },
        { guard: 'renterReviews', target: 'reviewing' },
        { target: 'awaitingOwner' },
      ],
    },
    /** Not yet: before the start day, not paid in full (deposit included), or the ID not verified. */
    blocked: {
      on: { BOOKING_CHANGED: { target: 'routing', actions: 'takeBooking' } },
    },
    /** The owner's steps and "takes up to 2 hours", before anything is asked. */
    intro: {
      on: {
        START: 'documenting',
        BOOKING_CHANGED: { target: 'routing', actions: 'takeBooking' },
      },
    },
    /** Photos (uploaded as they are taken), meter, fuel, the licence check and a cash deposit; at check-out the extra costs. */
    documenting: {
      on: {
        EDIT: { actions: 'editDraft' },
        // Only check-out has the extra-costs step (001 §2); the renter approves them with it.
        ADD_CHARGE: { guard: 'mayAddCharge', actions: 'addCharge' },
        REMOVE_CHARGE: { guard: 'isCheckout', actions: 'removeCharge' },
        SUBMIT: [
          { guard: and(['draftValid', 'photosUp']), target: 'finalizing', actions: ['clearFailure', assign({ showErrors: false })] },
          { guard: 'draftValid', target: 'waitingForPhotos', actions: ['clearFailure', assign({ showErrors: false })] },
          { actions: assign({ showErrors: true }) },
        ],
        // The booking moves on (a photo arrived); the owner's typing stays where it is.
        BOOKING_CHANGED: { actions: 'takeBooking' },
      },
    },
    /** Sent once the last photo is up (001 §2: the documentation includes them); the owner may go back and edit. */
    waitingForPhotos: {
      on: {
        PHOTOS_WAITING: [
          { guard: 'lastPhotoUp', target: 'finalizing', actions: assign({ photosWaiting: 0 }) },
          { actions: assign({ photosWaiting: ({ event }) => event.count }) },
        ],
        EDIT: { target: 'documenting', actions: 'editDraft' },
        ADD_CHARGE: { guard: 'mayAddCharge', target: 'documenting', actions: 'addCharge' },
        REMOVE_CHARGE: { guard: 'isCheckout', target: 'documenting', actions: 'removeCharge' },
        BOOKING_CHANGED: { actions: 'takeBooking' },
      },
    },
    finalizing: {
      invoke: {
        id: 'finalize',
        src: 'finalize',
        input: ({ context }) => ({ booking: context.booking, draft: context.draft }),
        onDone: { target: 'routing', actions: ['takeBooking', assign({ draft: EMPTY_HANDOVER_DRAFT })] },
        onError: { target: 'documenting', actions: 'assignFailure' },
      },
    },
    /** The owner sent it; the renter approves (polled in) or asks for an update (back to documenting). */
    awaitingRenter: {
      on: { BOOKING_CHANGED: { target: 'routing', actions: 'takeBooking' } },
    },
    /** The renter waits for the owner's documentation. */
    awaitingOwner: {
      on: { BOOKING_CHANGED: { target: 'routing', actions: 'takeBooking' } },
    },
    /** The renter reads the documentation (at check-out with the extra costs): approve, or ask the owner to correct it. */
    reviewing: {
      on: {
        APPROVE: { target: 'approving', actions: 'clearFailure' },
        REQUEST_UPDATE: { target: 'requestingUpdate', actions: 'clearFailure' },
        BOOKING_CHANGED: { target: 'routing', actions: 'takeBooking' },
      },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ booking: context.booking }),
        onDone: { target: 'routing', actions: 'takeBooking' },
        onError: { target: 'reviewing', actions: 'assignFailure' },
      },
    },
    requestingUpdate: {
      invoke: {
        id: 'requestUpdate',
        src: 'requestUpdate',
        input: ({ context }) => ({ booking: context.booking, phase: context.booking.phase }),
        onDone: { target: 'routing', actions: 'takeBooking' },
        onError: { target: 'reviewing', actions: 'assignFailure' },
      },
    },
    /** Check-in: the booking is active; check-out: it has ended. */
    completed: {},
  },
});
