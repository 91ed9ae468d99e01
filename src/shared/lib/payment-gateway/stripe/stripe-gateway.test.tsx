import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentGatewayError } from '../gateway-error';
import { createStripeGateway } from './stripe-gateway';

// Stripe's SDK talks to Stripe; here only the adapter's mapping of its answers is under test.
const stripe = { createPaymentMethod: vi.fn(), handleNextAction: vi.fn() };
const elements = { submit: vi.fn() };
const elementsOptions = vi.fn();

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    elementsOptions(options);
    return children;
  },
  PaymentElement: () => null,
  useStripe: () => stripe,
  useElements: () => elements,
}));

const gateway = createStripeGateway('pk_test_123');
const wrapper = ({ children }: { children: ReactNode }) => (
  <gateway.Provider amount={412_500} currency="SEK" locale="sv-SE">
    {children}
  </gateway.Provider>
);
const operations = () => renderHook(() => gateway.useOperations(), { wrapper }).result.current;

beforeEach(() => {
  vi.clearAllMocks();
  elements.submit.mockResolvedValue({});
});

describe('the Stripe gateway', () => {
  it('sets up a deferred payment for the amount, in lower-case currency and the base language', () => {
    operations();
    expect(elementsOptions).toHaveBeenCalledWith({ mode: 'payment', amount: 412_500, currency: 'sek', paymentMethodCreation: 'manual', locale: 'sv' });
  });

  it('saves a card in setup mode: no amount, the SetupIntent is the API\'s', () => {
    renderHook(() => gateway.useOperations(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <gateway.Provider mode="setup" amount={0} currency="EUR" locale="fi-FI">
          {children}
        </gateway.Provider>
      ),
    });
    expect(elementsOptions).toHaveBeenCalledWith({ mode: 'setup', currency: 'eur', paymentMethodCreation: 'manual', locale: 'fi' });
  });

  it('creates a payment method from the Payment Element, with its brand and wallet', async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1', type: 'card', card: { brand: 'amex', last4: '0005', wallet: { type: 'apple_pay' } } } });
    await expect(operations().createPaymentMethod()).resolves.toEqual({ paymentMethodId: 'pm_1', paymentMethodType: 'card', brand: 'amex', last4: '0005', walletType: 'apple_pay' });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ elements });
  });

  it("stops at the Payment Element's own check of what was typed", async () => {
    elements.submit.mockResolvedValue({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    const error = await operations().createPaymentMethod().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ type: 'validation_error', code: 'incomplete_number' });
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('passes on card errors with their decline code', async () => {
    stripe.createPaymentMethod.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Declined' } });
    await expect(operations().createPaymentMethod()).rejects.toMatchObject({ type: 'card_error', code: 'card_declined', declineCode: 'insufficient_funds' });
  });

  it('runs 3-D Secure with the client secret and reads the outcome', async () => {
    stripe.handleNextAction.mockResolvedValueOnce({ paymentIntent: { status: 'requires_capture' } }).mockResolvedValueOnce({ paymentIntent: { status: 'requires_payment_method' } });
    const ops = operations();
    await expect(ops.handleNextAction('pi_1_secret', 7)).resolves.toBe('succeeded');
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret' });
    await expect(ops.handleNextAction('pi_1_secret', 7)).resolves.toBe('failed');
    stripe.handleNextAction.mockResolvedValueOnce({ error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'Failed' } });
    await expect(ops.handleNextAction('pi_1_secret', 7)).rejects.toMatchObject({ code: 'payment_intent_authentication_failure' });
  });
});
