import { assign, emit, fromPromise, setup } from 'xstate';
import { obtrusiveModalKey, type ObtrusiveModal } from '@/entities/user';
import { failureOf } from '@/shared/lib/flow';
import type { ObtrusiveFailure, ObtrusiveResult, ObtrusiveSubmission } from './obtrusive-modals.types';

export interface ObtrusiveModalsContext {
  /** The modals due now, in order (002 §4.3), as the app last computed them. */
  queue: ObtrusiveModal[];
  /** Modals answered in this session, hidden while the user and vehicles catch up. */
  resolved: string[];
  submission?: ObtrusiveSubmission;
  failure?: ObtrusiveFailure;
}

/** Emitted when an answer went through: the app puts it where it belongs (the session's user, the vehicles' cache). */
export type ObtrusiveModalsEmitted = { type: 'answered'; submission: ObtrusiveSubmission; result: ObtrusiveResult };

export type ObtrusiveModalsEvent =
  | { type: 'QUEUE_CHANGED'; queue: ObtrusiveModal[] }
  | { type: 'SUBMIT'; submission: ObtrusiveSubmission }
  | { type: 'ACKNOWLEDGE' };

/** The modal shown: the first one due that was not answered yet. */
export const currentObtrusiveModal = (context: Pick<ObtrusiveModalsContext, 'queue' | 'resolved'>): ObtrusiveModal | undefined =>
  context.queue.find((modal) => !context.resolved.includes(obtrusiveModalKey(modal)));

const submissionKey = (submission: ObtrusiveSubmission): string =>
  obtrusiveModalKey(submission.kind === 'confirm-insurance-details' ? { kind: submission.kind, vehicleId: submission.vehicleId } : submission);

/**
 * The obtrusive modals after login (002 §4.2, §4.3): one at a time, in order, none closeable.
 * Each is answered by an API call (the `submit` actor) and the next follows; a failure keeps the
 * modal open with a message. The missing-bank-account modal is left by its own action
 * (ACKNOWLEDGE). The app computes the queue from the user and vehicles and sends it on change.
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
  guards: {
    hasPending: ({ context }) => currentObtrusiveModal(context) !== undefined,
    answersCurrent: ({ context, event }) => {
      if (event.type !== 'SUBMIT') return false;
      const current = currentObtrusiveModal(context);
      return current !== undefined && obtrusiveModalKey(current) === submissionKey(event.submission);
    },
    acknowledgeable: ({ context }) => currentObtrusiveModal(context)?.kind === 'missing-bank-account',
  },
}).createMachine({
  id: 'obtrusiveModals',
  initial: 'idle',
  context: { queue: [], resolved: [] },
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
      },
    },
  },
});
