import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { doneEvent, errorEvent, modelCoverage } from '../testing/model-coverage';
import { obtrusiveModalsMachine } from './obtrusive-modals.machine';

const user = { id: 202, role: 'owner' };
const confirmation = { isPrivatelyOwned: true, hasAlteredGasTank: false };

/** Every event the obtrusive-modal queue can receive, with the outcomes of its actor, for the graph walk. */
export const OBTRUSIVE_MODALS_EVENTS = [
  { type: 'QUEUE_CHANGED', queue: [{ kind: 'accept-terms' }, { kind: 'confirm-insurance-details', vehicleId: 4 }, { kind: 'missing-bank-account' }] },
  { type: 'QUEUE_CHANGED', queue: [] },
  // The select-name modal: closeable away from the pages that need a name, then required on one.
  { type: 'QUEUE_CHANGED', queue: [{ kind: 'select-name', required: false }, { kind: 'accept-terms' }] },
  { type: 'QUEUE_CHANGED', queue: [{ kind: 'select-name', required: true }] },
  { type: 'SUBMIT', submission: { kind: 'select-name', firstName: 'Alva', lastName: 'Berg' } },
  { type: 'DISMISS' },
  { type: 'SUBMIT', submission: { kind: 'accept-terms' } },
  { type: 'SUBMIT', submission: { kind: 'confirm-insurance-details', vehicleId: 4, confirmation } },
  { type: 'SUBMIT', submission: { kind: 'confirm-contact-details' } },
  { type: 'ACKNOWLEDGE' },
  doneEvent('submit', { user }),
  errorEvent('submit', { slug: 'server_error', message: 'Down' }),
];

const coverage = modelCoverage(obtrusiveModalsMachine, {
  events: OBTRUSIVE_MODALS_EVENTS,
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.queue, s.context.resolved, s.context.dismissed, s.context.submission?.kind, Boolean(s.context.failure)]),
});

/** Passed through on the way to `showing` or `idle` (eventless transitions), never rested in. */
const TRANSIENT_STATES = ['obtrusiveModals.deciding'];

describe('obtrusive modals machine: model-based paths', () => {
  it('reaches every state', () => {
    expect(coverage.allStates.filter((id) => !coverage.reachedStates.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    expect(coverage.allTransitions.filter((t) => !coverage.walkedTransitions.has(t))).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [JSON.stringify(path.state.value), path] as const))('replays the shortest path to %s', (_, path) => {
    let [snapshot] = initialTransition(obtrusiveModalsMachine);
    for (const step of path.steps) {
      [snapshot] = transition(obtrusiveModalsMachine, snapshot, step.event as never);
    }
    expect(snapshot.value).toEqual(path.state.value);
  });
});
