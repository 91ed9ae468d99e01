import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { doneEvent, errorEvent, modelCoverage } from '../testing/model-coverage';
import { BOOKINGS, CONFLICTS, FIXTURE_LATER, FIXTURE_NOW, lifecycleInput } from './booking-lifecycle.fixtures';
import { bookingLifecycleMachine } from './booking-lifecycle.machine';
import type { LifecycleInput } from './booking-lifecycle.types';

const failure = { slug: 'booking_action_not_allowed', message: 'Not now' };

/** Every event the lifecycle can receive, with the outcomes of each actor, for the graph walk. */
export const BOOKING_LIFECYCLE_EVENTS = [
  ...Object.values(BOOKINGS).map((booking) => ({ type: 'BOOKING_UPDATED', booking })),
  { type: 'TICK', now: FIXTURE_NOW },
  { type: 'TICK', now: FIXTURE_LATER },
  { type: 'ACCEPT' },
  { type: 'CONFIRM' },
  { type: 'DECLINE' },
  { type: 'EXTEND' },
  { type: 'WITHDRAW' },
  { type: 'CANCEL' },
  { type: 'SET_REASON', reason: 'other' },
  { type: 'SET_MESSAGE', message: 'Sorry' },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'DISMISS' },
  { type: 'PAID' },
  doneEvent('performAction', BOOKINGS.accepted),
  doneEvent('performAction', BOOKINGS.declined),
  errorEvent('performAction', failure),
  errorEvent('performAction', { slug: 'dates_unavailable', message: 'The dates are taken.' }),
  doneEvent('findConflicts', CONFLICTS.none),
  doneEvent('findConflicts', CONFLICTS.overlapping),
  doneEvent('findConflicts', CONFLICTS.taken),
  errorEvent('findConflicts', new Error('offline')),
  doneEvent('loadBooking', BOOKINGS.confirmed),
  errorEvent('loadBooking', new Error('offline')),
] as EventObject[];

const serializeState = (s: ReturnType<typeof bookingLifecycleMachine.transition>) =>
  JSON.stringify([
    s.value,
    s.context.booking.ecommerceStatus,
    s.context.booking.isAccepted,
    s.context.booking.expiry,
    s.context.booking.responseDeadlineExtensions,
    s.context.now,
    Boolean(s.context.draft.reason),
    Boolean(s.context.failure),
    s.context.conflicts === null ? 'unknown' : s.context.conflicts ? s.context.conflicts.takenBy.length : 'unread',
  ]);

// The role never changes within a booking, so the walk runs once per role and the coverage is their union.
const INPUTS: LifecycleInput[] = [lifecycleInput('owner'), lifecycleInput('renter'), lifecycleInput('owner', BOOKINGS.accepted), lifecycleInput('renter', BOOKINGS.confirmed)];
const coverages = INPUTS.map((input) => ({ input, coverage: modelCoverage(bookingLifecycleMachine, { events: BOOKING_LIFECYCLE_EVENTS, serializeState, input }) }));
const [{ coverage: first }] = coverages as [(typeof coverages)[number]];
const { allStates, allTransitions } = first;
const reached = new Set(coverages.flatMap(({ coverage }) => [...coverage.reachedStates]));
const walked = new Set(coverages.flatMap(({ coverage }) => [...coverage.walkedTransitions]));

/** Passed through on every change of booking or clock (eventless transitions), never rested in. */
const TRANSIENT_STATES = ['bookingLifecycle.routing'];

describe('booking lifecycle machine: model-based paths', () => {
  it('reaches every state', () => {
    expect(allStates.filter((id) => !reached.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    expect(allTransitions.filter((t) => !walked.has(t))).toEqual([]);
  });

  const paths = coverages.flatMap(({ input, coverage }) =>
    coverage.paths
      // One path per distinct target state per role keeps the replay list readable.
      .filter((path, index, all) => all.findIndex((p) => JSON.stringify(p.state.value) === JSON.stringify(path.state.value)) === index)
      .map((path) => [`${input.role} (${input.booking.ecommerceStatus}) → ${JSON.stringify(path.state.value)}`, input, path] as const),
  );

  it.each(paths)('replays the shortest path: %s', (_, input, path) => {
    let [snapshot] = initialTransition(bookingLifecycleMachine, input);
    for (const step of path.steps) {
      [snapshot] = transition(bookingLifecycleMachine, snapshot, step.event as never);
    }
    expect(snapshot.value).toEqual(path.state.value);
  });
});
