import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { POLL_INTERVAL_MS } from '@/shared/config';
import { afterEvent, doneEvent, errorEvent, modelCoverage } from '../testing/model-coverage';
import { ONBOARDING_INPUT, activeVehicle, draftVehicle, onboardingUser, progressOf } from './onboarding.fixtures';
import { onboardingMachine } from './onboarding.machine';

const newOwner = onboardingUser('owner');
const renter = onboardingUser('renter', { isIdVerified: true });
const failure = { slug: 'server_error', message: 'Down' };

/** Every event the onboarding machine can receive, with the outcomes of each actor, for the graph walk. */
export const ONBOARDING_EVENTS = [
  { type: 'SIGNED_IN', user: newOwner, isImpersonating: false },
  { type: 'SIGNED_IN', user: renter, isImpersonating: false },
  { type: 'USER_UPDATED', user: { ...newOwner, isFullyOnboarded: true } },
  { type: 'SIGNED_OUT' },
  { type: 'ROUTE_CHANGED', route: 'index' },
  { type: 'ROUTE_CHANGED', route: 'getting-started' },
  { type: 'DISMISS' },
  { type: 'REFRESH' },
  { type: 'RETRY' },
  { type: 'TICK', now: ONBOARDING_INPUT.now },
  doneEvent('loadProgress', progressOf({ vehicles: [draftVehicle()] })),
  errorEvent('loadProgress', failure),
  doneEvent('refreshProgress', progressOf({ vehicles: [activeVehicle()] })),
  errorEvent('refreshProgress', failure),
  doneEvent('saveDismissal', undefined),
  errorEvent('saveDismissal', new Error('network down')),
  afterEvent(POLL_INTERVAL_MS, 'onboarding.ready.data.idle'),
];

const coverage = modelCoverage(onboardingMachine, {
  events: ONBOARDING_EVENTS,
  input: ONBOARDING_INPUT,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.user?.role,
      s.context.user?.isFullyOnboarded,
      s.context.route,
      s.context.dismissedSteps,
      s.context.data?.vehicles.map((v: { isActive: boolean }) => v.isActive),
      Boolean(s.context.failure),
    ]),
});

/** Passed through on the way to `open` or `closed` (eventless transitions), never rested in. */
const TRANSIENT_STATES = ['onboarding.ready.modal.deciding'];

describe('onboarding machine: model-based paths', () => {
  it('reaches every state', () => {
    expect(coverage.allStates.filter((id) => !coverage.reachedStates.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    expect(coverage.allTransitions.filter((t) => !coverage.walkedTransitions.has(t))).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [JSON.stringify(path.state.value), path] as const))('replays the shortest path to %s', (_, path) => {
    let [snapshot] = initialTransition(onboardingMachine, ONBOARDING_INPUT);
    for (const step of path.steps) {
      [snapshot] = transition(onboardingMachine, snapshot, step.event as never);
    }
    expect(snapshot.value).toEqual(path.state.value);
  });
});
