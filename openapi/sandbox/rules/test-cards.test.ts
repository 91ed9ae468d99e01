import { describe, expect, it } from 'vitest';
import { INVALID_STRIPE_INFO_MESSAGE, chargeCard, completeChallenge, validatePaymentCreate } from './test-cards';

describe('sandbox test cards', () => {
  it('succeeds with 4242 4242 4242 4242', () => {
    expect(chargeCard('4242 4242 4242 4242', 12_500)).toEqual({ status: 'succeeded', amount: 12_500 });
  });

  it('asks for 3-D Secure with 4000 0027 6000 3184, which can be completed or failed', () => {
    expect(chargeCard('4000 0027 6000 3184', 100)).toEqual({ status: 'requires_action', amount: 100, slug: 'authentication_required' });
    expect(completeChallenge(true, 100)).toEqual({ status: 'succeeded', amount: 100 });
    expect(completeChallenge(false, 100)).toEqual({ status: 'failed', slug: 'authentication_required' });
  });

  it.each([
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4000 0000 0000 0002', 'card_declined'],
    ['5555 5555 5555 4444', 'card_declined'],
  ])('fails %s with %s', (card, slug) => {
    expect(chargeCard(card, 100)).toEqual({ status: 'failed', slug });
  });

  it.each(['3782 822463 10005', '3056 9300 0902 0004', '3714 496353 98431', '3600 0000 0000 08'])(
    'refuses American Express and Diners Club (001 §5): %s',
    (card) => {
      expect(chargeCard(card, 100)).toEqual({ status: 'failed', slug: 'card_not_supported' });
    },
  );

  it('refuses amounts that are not positive whole minor units', () => {
    expect(() => chargeCard('4242424242424242', 0)).toThrow(RangeError);
    expect(() => chargeCard('4242424242424242', 10.5)).toThrow(RangeError);
  });
});

describe('payment creation (001 §5, §8)', () => {
  const complete = { method: 'stripe', stripeAccount: 'se', paymentMethodId: 'pm_card_visa', paymentMethodType: 'card' };

  it('accepts a card payment with stripeAccount, paymentMethodId and paymentMethodType', () => {
    expect(validatePaymentCreate(complete)).toEqual({ ok: true });
  });

  it.each(['stripeAccount', 'paymentMethodId', 'paymentMethodType'] as const)('refuses a missing %s with the spec message', (field) => {
    expect(validatePaymentCreate({ ...complete, [field]: undefined })).toEqual({
      ok: false,
      slug: 'invalid_stripe_info',
      message: 'Invalid stripe info. Missing stripeAccount, paymentMethodId or paymentMethodType',
    });
    expect(validatePaymentCreate({ ...complete, [field]: '' })).toMatchObject({ ok: false, message: INVALID_STRIPE_INFO_MESSAGE });
  });

  it('needs no card details to pay from the deposit', () => {
    expect(validatePaymentCreate({ method: 'deposit' })).toEqual({ ok: true });
    expect(validatePaymentCreate({})).toMatchObject({ ok: false });
  });
});
