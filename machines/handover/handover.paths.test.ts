import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { EMPTY_HANDOVER_DRAFT, type HandoverDraft } from '@/entities/booking';
import { doneEvent, errorEvent, modelCoverage, type ModelCoverage } from '../testing/model-coverage';
import { checkoutSent, completeDraft, documented, fuelCharge, handoverBooking, ownerInput, refused, renterInput } from './handover.fixtures';
import { handoverMachine } from './handover.machine';
import type { HandoverInput } from './handover.types';

const ready = handoverBooking();
const blocked = handoverBooking({ blockers: ['not_paid_in_full'] });
const sent = documented();
const done = documented({ completed: true });

/** Every event the handover machine can receive, with the outcomes of each actor, for the graph walk. */
export const HANDOVER_EVENTS = [
  { type: 'BOOKING_CHANGED', booking: ready },
  { type: 'BOOKING_CHANGED', booking: blocked },
  { type: 'BOOKING_CHANGED', booking: sent },
  { type: 'BOOKING_CHANGED', booking: done },
  { type: 'START' },
  { type: 'EDIT', patch: completeDraft() },
  { type: 'EDIT', patch: { mileage: '-5' } },
  { type: 'SUBMIT' },
  { type: 'ADD_CHARGE', charge: fuelCharge },
  { type: 'REMOVE_CHARGE', index: 0 },
  { type: 'PHOTOS_WAITING', count: 2 },
  { type: 'PHOTOS_WAITING', count: 1 },
  { type: 'PHOTOS_WAITING', count: 0 },
  { type: 'APPROVE' },
  { type: 'REQUEST_UPDATE' },
  doneEvent('finalize', sent),
  doneEvent('finalize', done),
  errorEvent('finalize', refused),
  doneEvent('approve', done),
  errorEvent('approve', refused),
  doneEvent('requestUpdate', ready),
  errorEvent('requestUpdate', refused),
] as EventObject[];

// Each ADD_CHARGE makes a new draft: the walk tells none, one and more charges apart, or it would never end.
const draftOf = ({ extraCharges, ...fields }: HandoverDraft) => ({ ...fields, extraCharges: Math.min(extraCharges.length, 2) });
const serializeState = (s: ReturnType<typeof handoverMachine.transition>) =>
  JSON.stringify([s.value, s.context.booking, s.context.draft === EMPTY_HANDOVER_DRAFT ? 'empty' : draftOf(s.context.draft), s.context.showErrors, Boolean(s.context.failure), s.context.photosWaiting]);

const walk = (input: HandoverInput) => modelCoverage(handoverMachine, { input, events: HANDOVER_EVENTS, serializeState: serializeState as never });
const STARTS: [string, HandoverInput][] = [
  ['owner', ownerInput()],
  ['owner with a kept draft', ownerInput({ draft: completeDraft() })],
  ['renter', renterInput()],
  // Check-out: the owner's extra costs, and the renter approving them with the check-out.
  ['owner at check-out', ownerInput({ booking: handoverBooking({ phase: 'checkout' }), draft: completeDraft({ extraCharges: [fuelCharge] }) })],
  ['renter at check-out', renterInput({ booking: checkoutSent() })],
];
const walks: [string, HandoverInput, ModelCoverage][] = STARTS.map(([name, input]) => [name, input, walk(input)]);
const reached = new Set(walks.flatMap(([, , c]) => [...c.reachedStates]));
const walked = new Set(walks.flatMap(([, , c]) => [...c.walkedTransitions]));
const first = walks[0]?.[2] ?? walk(ownerInput());

/** Passed through on the way to the state the booking says, never rested in. */
const TRANSIENT_STATES = ['handover.routing'];

describe('handover machine: model-based paths (owner and renter)', () => {
  it('reaches every state', () => {
    expect(first.allStates.filter((id) => !reached.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    expect(first.allTransitions.filter((t) => !walked.has(t))).toEqual([]);
  });

  it.each(walks.flatMap(([name, input, c]) => c.paths.map((path) => [`${name}: ${JSON.stringify(path.state.value)}`, input, path] as const)))('replays the shortest path to %s', (_, input, path) => {
    let [snapshot] = initialTransition(handoverMachine, input);
    for (const step of path.steps) {
      [snapshot] = transition(handoverMachine, snapshot, step.event as never);
    }
    expect(snapshot.value).toEqual(path.state.value);
  });
});
