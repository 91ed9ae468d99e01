import { assign, emit, fromPromise, setup } from 'xstate';
import { obtrusiveModalKey, type ObtrusiveModal } from '@/entities/user';
import { failureOf } from '@/shared/lib/flow';
import type { ObtrusiveFailure, ObtrusiveResult, ObtrusiveSubmission } from './obtrusive-modals.types';

export interface ObtrusiveModalsContext {
  /** The modals due now, in order (002 §4.3), as the app last computed them. */
  queue: ObtrusiveModal[];
  /** Modals answered in this session, hidden while the user and vehicles catch up. */
  resolved: string[];
  /** Modals the user closed without answering (only the select-name modal away from the pages that need a name), until the next visit. */
  dismissed: string[];
  submission?: ObtrusiveSubmission;
  failure?: ObtrusiveFailure;
}

/** Emitted when an answer went through: the app puts it where it belongs (the session's user, the vehicles' cache). */
export type ObtrusiveModalsEmitted = { type: 'answered'; submission: ObtrusiveSubmission; result: ObtrusiveResult };

export type ObtrusiveModalsEvent =
  | { type: 'QUEUE_CHANGED'; queue: ObtrusiveModal[] }
  | { type: 'SUBMIT'; submission: ObtrusiveSubmission }
  | { type: 'ACKNOWLEDGE' }
  | { type: 'DISMISS' };

/** Whether the user may close a modal without answering: the select-name modal away from the pages that need a name. */
export const isDismissable = (modal: ObtrusiveModal | undefined): boolean => modal?.kind === 'select-name' && !modal.required;

/** The modal shown: the first one due that was neither answered nor, while it may be, closed. */
export const currentObtrusiveModal = (context: Pick<ObtrusiveModalsContext, 'queue' | 'resolved' | 'dismissed'>): ObtrusiveModal | undefined =>
  context.queue.find((modal) => {
    const key = obtrusiveModalKey(modal);
    return !context.resolved.includes(key) && !(isDismissable(modal) && context.dismissed.includes(key));
  });

const submissionKey = (submission: ObtrusiveSubmission): string =>
  submission.kind === 'confirm-insurance-details' ? obtrusiveModalKey({ kind: submission.kind, vehicleId: submission.vehicleId }) : submission.kind;


/**
 * The obtrusive modals after login (002 §4.2, §4.3): one at a time, in order, none closeable but one.
 * Each is answered by an API call (the `submit` actor) and the next follows; a failure keeps the
 * modal open with a message. The missing-bank-account modal is left by its own action
 * (ACKNOWLEDGE); the select-name modal may be closed (DISMISS) away from the pages that need a name,
 * and comes back on them. The app computes the queue from the user and vehicles and sends it on change.
 */
export const obtrusiveModalsMachine = setup({
  types: {
    context: {} as ObtrusiveModalsContext,
    events: {} as ObtrusiveModalsEvent,
    emitted: {} as ObtrusiveModalsEmitted,
  },
  actors: {
    submit: fromPromise<ObtrusiveResult, ObtrusiveSubmission>(async () => {
      throw new Error('submit is provided by the app');
    }),
  },
  actions: {
    dismissCurrent: assign({
      dismissed: ({ context }) => {
        const current = currentObtrusiveModal(context);
        return current ? [...context.dismissed, obtrusiveModalKey(current)] : context.dismissed;
      },
      failure: undefined,
    }),
  },
  guards: {
    hasPending: ({ context }) => currentObtrusiveModal(context) !== undefined,
    answersCurrent: ({ context, event }) => {
      if (event.type !== 'SUBMIT') return false;
      const current = currentObtrusiveModal(context);
      return current !== undefined && obtrusiveModalKey(current) === submissionKey(event.submission);
    },
    acknowledgeable: ({ context }) => currentObtrusiveModal(context)?.kind === 'missing-bank-account',
    dismissable: ({ context }) => isDismissable(currentObtrusiveModal(context)),
  },
}).createMachine({
  id: 'obtrusiveModals',
  initial: 'idle',
  context: { queue: [], resolved: [], dismissed: [] },
  states: {
    idle: {
      on: { QUEUE_CHANGED: { target: 'deciding', actions: assign({ queue: ({ event }) => event.queue }) } },
    },
    deciding: {
      always: [{ guard: 'hasPending', target: 'showing' }, { target: 'idle' }],
    },
    showing: {
      on: {
        QUEUE_CHANGED: { target: 'deciding', actions: assign({ queue: ({ event }) => event.queue }) },
        SUBMIT: { guard: 'answersCurrent', target: 'submitting', actions: assign({ submission: ({ event }) => event.submission }) },
        ACKNOWLEDGE: {
          guard: 'acknowledgeable',
          target: 'deciding',
          actions: assign({ resolved: ({ context }) => [...context.resolved, 'missing-bank-account'] }),
        },
        DISMISS: { guard: 'dismissable', target: 'deciding', actions: 'dismissCurrent' },
      },
    },
    submitting: {
      on: { QUEUE_CHANGED: { actions: assign({ queue: ({ event }) => event.queue }) } },
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.submission as ObtrusiveSubmission,
        onDone: {
          target: 'deciding',
          actions: [
            emit(({ context, event }) => ({ type: 'answered' as const, submission: context.submission as ObtrusiveSubmission, result: event.output })),
            assign({
              resolved: ({ context }) => [...context.resolved, submissionKey(context.submission as ObtrusiveSubmission)],
              submission: undefined,
              failure: undefined,
            }),
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      on: {
        QUEUE_CHANGED: { target: 'deciding', actions: assign({ queue: ({ event }) => event.queue, failure: undefined }) },
        SUBMIT: { guard: 'answersCurrent', target: 'submitting', actions: assign({ submission: ({ event }) => event.submission }) },
        DISMISS: { guard: 'dismissable', target: 'deciding', actions: 'dismissCurrent' },
      },
    },
  },
});
