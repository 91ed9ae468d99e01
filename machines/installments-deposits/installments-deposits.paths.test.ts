import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { doneEvent, modelCoverage } from '../testing/model-coverage';
import { allPaid, bookingMoney, depositDue, extraChargeDue, installmentsDepositsInput, twoOpen } from './installments-deposits.fixtures';
import { installmentsDepositsMachine, type InstallmentsDepositsContext } from './installments-deposits.machine';

const input = installmentsDepositsInput();

/** Every event the machine can receive, with the payment child's outcome, for the graph walk. */
export const INSTALLMENTS_DEPOSITS_EVENTS = [
  { type: 'MONEY_UPDATED', money: bookingMoney() },
  { type: 'MONEY_UPDATED', money: allPaid() },
  { type: 'MONEY_UPDATED', money: depositDue() },
  { type: 'TICK', now: '2026-11-25T10:00:00.000Z' },
  { type: 'PAY', kind: 'installment', id: 42 },
  { type: 'PAY', kind: 'deposit', id: 61 },
  // Not payable now (the deposit before its reservation, an unknown id): refused.
  { type: 'PAY', kind: 'installment', id: 99 },
  { type: 'DISMISS' },
  doneEvent('payment', { paymentId: 501, status: 'succeeded' }),
] as EventObject[];

const coverage = modelCoverage(installmentsDepositsMachine, {
  input,
  events: INSTALLMENTS_DEPOSITS_EVENTS,
  serializeState: (s) => {
    const context = s.context as InstallmentsDepositsContext;
    return JSON.stringify([s.value, context.paying?.id, context.paid?.id, context.money.order.installments.map((i) => i.status), context.money.order.deposit?.status, context.now]);
  },
});

/** Passed through on the way to the state the order says, never rested in. */
const TRANSIENT_STATES = ['installmentsDeposits.routing'];

describe('installments and deposits machine: model-based paths', () => {
  it('reaches every state', () => {
    expect(coverage.allStates.filter((id) => !coverage.reachedStates.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    expect(coverage.allTransitions.filter((t) => !coverage.walkedTransitions.has(t))).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [JSON.stringify(path.state.value), path] as const))('replays the shortest path to %s', (_, path) => {
    let [snapshot] = initialTransition(installmentsDepositsMachine, input);
    for (const step of path.steps) {
      [snapshot] = transition(installmentsDepositsMachine, snapshot, step.event as never);
    }
    expect(snapshot.value).toEqual(path.state.value);
  });

  it('starts in the state its other fixtures say', () => {
    for (const [money, state] of [
      [allPaid(), 'nothingDue'],
      [depositDue(), 'due'],
      [twoOpen(), 'due'],
      [extraChargeDue(), 'due'],
    ] as const) {
      expect(initialTransition(installmentsDepositsMachine, { money, now: input.now })[0].value).toBe(state);
    }
  });
});
