import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { doneEvent, errorEvent, modelCoverage } from '../testing/model-coverage';
import {
  acceptedBooking,
  changeBooking,
  changeRequestInput,
  differenceDueBooking,
  paidBooking,
  pendingBooking,
  twoMoreNightsCosts,
  unansweredBooking,
} from './change-request.fixtures';
import { changeRequestMachine, type ChangeRequestContext } from './change-request.machine';

const refused = { slug: 'dates_unavailable', message: 'The new dates are not available.', status: 409 };

/** Every event the machine can receive, with the API's answers, for the graph walk. */
const events = (role: 'renter' | 'owner') =>
  [
    { type: 'BOOKING_UPDATED', booking: changeBooking() },
    { type: 'BOOKING_UPDATED', booking: pendingBooking() },
    ...(role === 'renter' ? [{ type: 'BOOKING_UPDATED', booking: acceptedBooking() }] : []),
    { type: 'OPEN' },
    { type: 'DATES_CHANGED', fromDate: '2026-06-10', toDate: '2026-06-19' },
    // Over the blocked 20 June: refused by the rule.
    { type: 'DATES_CHANGED', fromDate: '2026-06-10', toDate: '2026-06-22' },
    { type: 'MESSAGE_CHANGED', message: 'Two more nights, please.' },
    { type: 'MESSAGE_CHANGED', message: 'Call me on +46 70 123 45 67' },
    { type: 'SUBMIT_DATES' },
    { type: 'SEND' },
    { type: 'ACCEPT' },
    { type: 'DECLINE' },
    { type: 'WITHDRAW' },
    { type: 'RETRY' },
    { type: 'CONFIRM_EXTENSION' },
    { type: 'PAID' },
    { type: 'CLOSE' },
    doneEvent('quote', twoMoreNightsCosts()),
    errorEvent('quote', refused),
    doneEvent('send', pendingBooking()),
    errorEvent('send', refused),
    doneEvent('moveDates', unansweredBooking()),
    errorEvent('moveDates', refused),
    doneEvent('answer', role === 'owner' ? acceptedBooking() : changeBooking()),
    errorEvent('answer', refused),
    doneEvent('confirmExtension', differenceDueBooking()),
    errorEvent('confirmExtension', refused),
  ] as EventObject[];

const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as ChangeRequestContext;
  return JSON.stringify([
    s.value,
    c.booking.kind,
    c.booking.extensionPending,
    c.booking.differenceDue?.installmentId,
    c.booking.requests.map((r) => r.status),
    c.draft,
    c.draftKept,
    c.showErrors,
    c.messageRefused,
    c.costs?.difference,
    c.failure?.slug,
    c.answer,
  ]);
};

const STARTS = {
  renter: changeRequestInput(),
  renterUnanswered: changeRequestInput({ booking: unansweredBooking() }),
  renterPending: changeRequestInput({ booking: pendingBooking() }),
  renterAccepted: changeRequestInput({ booking: acceptedBooking() }),
  ownerPending: changeRequestInput({ role: 'owner', booking: pendingBooking() }),
};

const coverages = Object.entries(STARTS).map(([name, input]) => [name, input, modelCoverage(changeRequestMachine, { input, events: events(input.role), serializeState })] as const);

const changeRequestCoverageAll = modelCoverage(changeRequestMachine, { input: STARTS.renter, events: [], serializeState });

/** Passed through on the way to the state the booking says, never rested in. */
const TRANSIENT_STATES = ['changeRequest.routing'];

describe('change-request machine: model-based paths', () => {
  it('reaches every state', () => {
    const reached = new Set(coverages.flatMap(([, , c]) => [...c.reachedStates]));
    expect(changeRequestCoverageAll.allStates.filter((id) => !reached.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    const walked = new Set(coverages.flatMap(([, , c]) => [...c.walkedTransitions]));
    expect(changeRequestCoverageAll.allTransitions.filter((t) => !walked.has(t))).toEqual([]);
  });

  // The shortest path to each state from each start (the walk's vertices differ by draft and answer too).
  const paths = coverages.flatMap(([name, input, c]) => {
    const seen = new Set<string>();
    return c.paths
      .filter((path) => !seen.has(JSON.stringify(path.state.value)) && seen.add(JSON.stringify(path.state.value)))
      .map((path) => [`${name} → ${JSON.stringify(path.state.value)}`, input, path] as const);
  });
  it.each(paths)('replays the shortest path %s', (_, input, path) => {
    let [snapshot] = initialTransition(changeRequestMachine, input);
    for (const step of path.steps) [snapshot] = transition(changeRequestMachine, snapshot, step.event as never);
    expect(snapshot.value).toEqual(path.state.value);
  });

  it('starts where the booking says', () => {
    for (const [booking, role, state] of [
      [changeBooking(), 'renter', 'idle'],
      [pendingBooking(), 'renter', 'pending'],
      [pendingBooking(), 'owner', 'pending'],
      [acceptedBooking(), 'renter', 'extension'],
      [acceptedBooking(), 'owner', 'idle'],
      [differenceDueBooking(), 'renter', 'paying'],
      [paidBooking(), 'renter', 'idle'],
    ] as const) {
      expect(initialTransition(changeRequestMachine, changeRequestInput({ booking, role }))[0].value).toBe(state);
    }
  });

  // Found by the browser replay: the page reads the booking before its separately polled order.
  it('does not reopen the dialog when an accepted change arrives before its order', () => {
    let [snapshot] = initialTransition(changeRequestMachine, changeRequestInput({ booking: pendingBooking() }));
    [snapshot] = transition(changeRequestMachine, snapshot, { type: 'BOOKING_UPDATED', booking: { ...acceptedBooking(), extensionPending: false } });
    expect(snapshot.value).toBe('idle');
    [snapshot] = transition(changeRequestMachine, snapshot, { type: 'BOOKING_UPDATED', booking: acceptedBooking() });
    expect(snapshot.value).toBe('extension');
  });

  it('reopens a kept draft after a reload', () => {
    const draft = { fromDate: '2026-06-10', toDate: '2026-06-19', message: 'Two more nights' };
    const [snapshot] = initialTransition(changeRequestMachine, changeRequestInput({ draft }));
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.draft).toEqual(draft);
  });
});
