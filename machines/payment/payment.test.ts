import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { INVALID_STRIPE_INFO_MESSAGE, type CardPaymentMethod, type PaymentCreate } from '@/entities/payment';
import { cardEntryError, createdCard, declined, paymentInput, paymentResult, savedAmex, savedVisa } from './payment.fixtures';
import { PAYMENT_POLL_MS, paymentMachine } from './payment.machine';
import type { PaymentInput, PaymentResult } from './payment.types';
import { selectPaymentView } from './payment.view';

interface Fakes {
  createPaymentMethod?: () => Promise<CardPaymentMethod>;
  createPayment?: (payload: PaymentCreate) => Promise<PaymentResult>;
  handleNextAction?: (input: { clientSecret: string; paymentId: number }) => Promise<'succeeded' | 'failed'>;
  checkPayment?: (input: { paymentId: number }) => Promise<PaymentResult>;
}

function start(fakes: Fakes, input: PaymentInput = paymentInput()) {
  const createPaymentMethod = vi.fn(fakes.createPaymentMethod ?? (async () => createdCard()));
  const createPayment = vi.fn(fakes.createPayment ?? (async () => paymentResult('succeeded')));
  const handleNextAction = vi.fn(fakes.handleNextAction ?? (async () => 'succeeded' as const));
  const checkPayment = vi.fn(fakes.checkPayment ?? (async () => paymentResult('succeeded')));
  const machine = paymentMachine.provide({
    actors: {
      createPaymentMethod: fromPromise(() => createPaymentMethod()),
      createPayment: fromPromise(({ input }) => createPayment(input)),
      handleNextAction: fromPromise(({ input }) => handleNextAction(input)),
      checkPayment: fromPromise(({ input }) => checkPayment(input)),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, createPaymentMethod, createPayment, handleNextAction, checkPayment, view: () => selectPaymentView(actor.getSnapshot()) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payment machine', () => {
  it('pays with a new card: creates the method, posts the payment with the Swedish account, confirms it', async () => {
    const { actor, createPayment, checkPayment } = start({});
    actor.send({ type: 'SELECT_NEW' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createPayment).toHaveBeenCalledWith({
      payableType: 'installment',
      payableId: 41,
      method: 'stripe',
      stripeAccount: 'se',
      paymentMethodId: 'pm_card_4242424242424242',
      paymentMethodType: 'card',
    });
    expect(checkPayment).toHaveBeenCalledWith({ paymentId: 501 });
    expect(actor.getSnapshot().output).toEqual({ paymentId: 501, status: 'succeeded' });
  });

  it('pays with a saved card without the gateway', async () => {
    const { actor, createPaymentMethod, createPayment } = start({}, paymentInput({ selection: { kind: 'saved', ...savedVisa }, country: 'NO' }));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createPaymentMethod).not.toHaveBeenCalled();
    expect(createPayment.mock.calls[0]?.[0]).toMatchObject({ paymentMethodId: 'pm_sbx_000001', stripeAccount: 'no' });
  });

  it('asks for a payment method when none is chosen', () => {
    const { actor, view } = start({});
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({ phase: 'failed', failure: { reason: 'paymentMethodRequired' } });
  });

  it('refuses American Express and Diners Club before the API is called (001 §5)', async () => {
    const saved = start({}, paymentInput({ selection: { kind: 'saved', ...savedAmex } }));
    saved.actor.send({ type: 'SUBMIT' });
    expect(saved.view()).toMatchObject({ phase: 'failed', failure: { reason: 'cardNotSupported' } });

    const typed = start({ createPaymentMethod: async () => createdCard('3056930009020004', 'diners') });
    typed.actor.send({ type: 'SELECT_NEW' });
    typed.actor.send({ type: 'SUBMIT' });
    await waitFor(typed.actor, (s) => s.matches('failed'));
    expect(typed.view().failure).toEqual({ reason: 'cardNotSupported', code: 'card_not_supported' });
    expect(typed.createPayment).not.toHaveBeenCalled();
  });

  it('does not post without a payment-provider account for the country (001 §5, §9)', async () => {
    const { actor, view, createPayment } = start({}, paymentInput({ country: 'us' }));
    actor.send({ type: 'SELECT_NEW' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().failure).toEqual({ reason: 'invalidPaymentInfo', code: 'invalid_stripe_info' });
    expect(createPayment).not.toHaveBeenCalled();
    expect(INVALID_STRIPE_INFO_MESSAGE).toBe('Invalid stripe info. Missing stripeAccount, paymentMethodId or paymentMethodType');
  });

  it('goes back to editing when the card fields report a typing problem', async () => {
    const { actor, view } = start({ createPaymentMethod: async () => Promise.reject(cardEntryError) });
    actor.send({ type: 'SELECT_NEW' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(view().failure).toBeUndefined();
  });

  it('maps a refusal, keeps the choice on retry and pays with another card', async () => {
    let attempt = 0;
    const { actor, view } = start({
      createPayment: async () => {
        attempt += 1;
        if (attempt === 1) throw declined('insufficient_funds');
        return paymentResult('succeeded');
      },
    });
    actor.send({ type: 'SELECT_NEW' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().failure).toEqual({ reason: 'insufficientFunds', code: 'insufficient_funds' });
    actor.send({ type: 'RETRY' });
    expect(view()).toMatchObject({ phase: 'editing', selection: { kind: 'new' }, failure: undefined });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view().attempts).toBe(2);
  });

  it('runs 3-D Secure with the client secret, then confirms', async () => {
    const { actor, handleNextAction } = start({ createPayment: async () => paymentResult('requires_action') });
    actor.send({ type: 'SELECT_NEW' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_sbx_00000501_secret_sbx', paymentId: 501 });
  });

  it('fails when 3-D Secure fails', async () => {
    const { actor, view } = start({ createPayment: async () => paymentResult('requires_action'), handleNextAction: async () => 'failed' });
    actor.send({ type: 'SELECT_NEW' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().failure).toEqual({ reason: 'contactBank', code: 'authentication_required' });
  });

  it('keeps looking at a processing payment until it is settled', async () => {
    vi.useFakeTimers();
    const answers = [paymentResult('processing'), paymentResult('requires_capture')];
    const { actor, checkPayment } = start({ createPayment: async () => paymentResult('processing'), checkPayment: async () => answers.shift() ?? paymentResult('succeeded') });
    actor.send({ type: 'SELECT_NEW' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ awaitingOrder: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(checkPayment).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().output).toEqual({ paymentId: 501, status: 'requires_capture' });
  });

  it('shows the failure of a payment that failed after it was sent', async () => {
    const { actor, view } = start({ checkPayment: async () => paymentResult('failed', { errorSlug: 'expired_card' }) });
    actor.send({ type: 'SELECT_NEW' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().failure).toEqual({ reason: 'expired', code: 'expired_card' });
  });
});
