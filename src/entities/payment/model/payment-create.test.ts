import { describe, expect, it } from 'vitest';
import { buildPaymentCreate, INVALID_STRIPE_INFO_MESSAGE, isPaymentFailed, isPaymentSettled } from './payment-create';

const card = { paymentMethodId: 'pm_card_4242424242424242', paymentMethodType: 'card', brand: 'visa' };
const payable = { type: 'installment' as const, id: 12 };

describe('POST /payments payload (001 §3 "Payment create", §5, §8)', () => {
  it('has the message of 001 §8, word for word', () => {
    expect(INVALID_STRIPE_INFO_MESSAGE).toBe('Invalid stripe info. Missing stripeAccount, paymentMethodId or paymentMethodType');
  });

  it('builds a card payment with the account, method id and type', () => {
    expect(buildPaymentCreate({ payable, stripeAccount: 'se', paymentMethod: card })).toEqual({
      ok: true,
      payload: { payableType: 'installment', payableId: 12, method: 'stripe', stripeAccount: 'se', paymentMethodId: 'pm_card_4242424242424242', paymentMethodType: 'card' },
    });
  });

  it('passes the wallet, purpose and capture when given', () => {
    const built = buildPaymentCreate({ payable: { type: 'order', id: 3 }, stripeAccount: 'ch', paymentMethod: { ...card, walletType: 'apple_pay' }, purpose: 'total', immediateCapture: true });
    expect(built.ok && built.payload).toMatchObject({ payableType: 'order', paymentWalletType: 'apple_pay', purpose: 'total', immediateCapture: true });
  });

  it.each([
    ['stripeAccount', { stripeAccount: undefined, paymentMethod: card }],
    ['an empty stripeAccount', { stripeAccount: ' ', paymentMethod: card }],
    ['paymentMethodId', { stripeAccount: 'se', paymentMethod: { ...card, paymentMethodId: '' } }],
    ['paymentMethodType', { stripeAccount: 'se', paymentMethod: { ...card, paymentMethodType: undefined } }],
    ['the payment method', { stripeAccount: 'se', paymentMethod: null }],
  ])('refuses a payment without %s', (_, fields) => {
    expect(buildPaymentCreate({ payable, ...fields })).toEqual({ ok: false, slug: 'invalid_stripe_info', message: 'Invalid stripe info. Missing stripeAccount, paymentMethodId or paymentMethodType' });
  });

  it('tells settled from failed statuses', () => {
    expect(['succeeded', 'requires_capture'].every(isPaymentSettled)).toBe(true);
    expect(['requires_action', 'processing', 'failed'].some(isPaymentSettled)).toBe(false);
    expect(['failed', 'canceled'].every(isPaymentFailed)).toBe(true);
    expect(isPaymentFailed('processing')).toBe(false);
  });
});
