import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { doneEvent, errorEvent, modelCoverage } from '../testing/model-coverage';
import { cardEntryError, createdCard, declined, paymentInput, paymentResult, savedAmex, savedVisa } from './payment.fixtures';
import { paymentMachine } from './payment.machine';

const input = paymentInput();

/** Every event the payment machine can receive, with the outcomes of each actor, for the graph walk. */
export const PAYMENT_EVENTS = [
  { type: 'SELECT_SAVED', method: savedVisa },
  { type: 'SELECT_SAVED', method: savedAmex },
  // A saved method the API listed without a type: the payload check stops it.
  { type: 'SELECT_SAVED', method: { ...savedVisa, paymentMethodType: '' } },
  { type: 'SELECT_NEW' },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  doneEvent('createPaymentMethod', createdCard()),
  doneEvent('createPaymentMethod', createdCard('378282246310005', 'amex')),
  doneEvent('createPaymentMethod', { ...createdCard(), paymentMethodId: '' }),
  errorEvent('createPaymentMethod', cardEntryError),
  errorEvent('createPaymentMethod', new Error('Stripe did not load')),
  doneEvent('createPayment', paymentResult('requires_action')),
  doneEvent('createPayment', paymentResult('failed', { errorSlug: 'card_declined' })),
  doneEvent('createPayment', paymentResult('succeeded')),
  errorEvent('createPayment', declined('insufficient_funds')),
  doneEvent('handleNextAction', 'succeeded'),
  doneEvent('handleNextAction', 'failed'),
  errorEvent('handleNextAction', new Error('The bank page did not load')),
  doneEvent('checkPayment', paymentResult('succeeded')),
  doneEvent('checkPayment', paymentResult('failed', { errorSlug: 'expired_card' })),
  doneEvent('checkPayment', paymentResult('processing')),
  errorEvent('checkPayment', new Error('offline')),
  { type: 'xstate.after.poll.payment.awaitingOrder.waiting' },
] as EventObject[];

const coverage = modelCoverage(paymentMachine, {
  input,
  events: PAYMENT_EVENTS,
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.selection?.kind, s.context.selection?.brand, s.context.selection?.paymentMethodType, Boolean(s.context.failure), s.context.payment?.status]),
});

/** Passed through on the way to the next step (eventless transitions), never rested in. */
const TRANSIENT_STATES = ['payment.validating'];

describe('payment machine: model-based paths', () => {
  it('reaches every state', () => {
    expect(coverage.allStates.filter((id) => !coverage.reachedStates.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    expect(coverage.allTransitions.filter((t) => !coverage.walkedTransitions.has(t))).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [JSON.stringify(path.state.value), path] as const))('replays the shortest path to %s', (_, path) => {
    let [snapshot] = initialTransition(paymentMachine, input);
    for (const step of path.steps) {
      [snapshot] = transition(paymentMachine, snapshot, step.event as never);
    }
    expect(snapshot.value).toEqual(path.state.value);
  });
});
