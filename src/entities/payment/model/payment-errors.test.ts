import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { INVALID_STRIPE_INFO_MESSAGE } from './payment-create';
import { BANK_LIMITS_HINT, paymentErrorMessage } from './payment-error-messages';
import { isCardEntryError, paymentErrorReasonOf, paymentFailureOf, paymentFailureOfCode, showsBankLimitsHint, type PaymentErrorReason } from './payment-errors';

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The slugs of the contract's 402 (PaymentRequired) and 422, and Stripe's decline codes, by the 001 §8 message they get. */
const CASES: [string, PaymentErrorReason, string][] = [
  ['payment_canceled', 'cancelled', 'The payment was cancelled. Nothing was charged.'],
  ['card_not_supported', 'cardNotSupported', 'This card is not supported. We do not accept American Express or Diners Club; please use another card.'],
  ['expired_card', 'expired', 'Your card has expired. Please use another card.'],
  ['insufficient_funds', 'insufficientFunds', 'Your card has insufficient funds.'],
  ['card_declined', 'contactBank', 'Your card was declined. Please contact your bank or use another card.'],
  ['do_not_honor', 'contactBank', 'Your card was declined. Please contact your bank or use another card.'],
  ['authentication_required', 'contactBank', 'Your card was declined. Please contact your bank or use another card.'],
  ['payment_method_required', 'paymentMethodRequired', 'Choose a payment method.'],
  ['invalid_stripe_info', 'invalidPaymentInfo', 'Invalid stripe info. Missing stripeAccount, paymentMethodId or paymentMethodType'],
  ['payment_failed', 'generic', 'The payment failed (code: payment_failed). Please try again.'],
  ['processing_error', 'generic', 'The payment failed (code: processing_error). Please try again.'],
];

describe('payment errors of 001 §8, mapped in one place', () => {
  it.each(CASES)('%s → %s: "%s"', (slug, reason, text) => {
    expect(paymentErrorReasonOf(slug)).toBe(reason);
    expect(i18n._(paymentErrorMessage(reason, slug))).toBe(text);
  });

  it('shows the online-purchases and limit hint with the refusals the bank decides', () => {
    expect(i18n._(BANK_LIMITS_HINT)).toBe("Check that your bank allows online purchases and that your card's limit is high enough.");
    expect(showsBankLimitsHint('insufficientFunds')).toBe(true);
    expect(showsBankLimitsHint('contactBank')).toBe(true);
    expect(showsBankLimitsHint('expired')).toBe(false);
    expect(showsBankLimitsHint('generic')).toBe(false);
  });

  it('reads the API error, Stripe error and failed payment alike', () => {
    expect(paymentFailureOf({ status: 402, slug: 'insufficient_funds', message: 'Refused' })).toEqual({ reason: 'insufficientFunds', code: 'insufficient_funds' });
    expect(paymentFailureOf({ type: 'card_error', code: 'card_declined', declineCode: 'expired_card' })).toEqual({ reason: 'expired', code: 'expired_card' });
    expect(paymentFailureOf({ message: INVALID_STRIPE_INFO_MESSAGE })).toEqual({ reason: 'invalidPaymentInfo', code: 'invalid_stripe_info' });
    expect(paymentFailureOf(new Error('offline'))).toEqual({ reason: 'generic', code: 'unknown_error' });
    expect(paymentFailureOfCode('expired_card')).toEqual({ reason: 'expired', code: 'expired_card' });
    expect(paymentFailureOfCode(null)).toEqual({ reason: 'generic', code: 'payment_failed' });
  });

  it("leaves Stripe's own field checks to the fields", () => {
    expect(isCardEntryError({ type: 'validation_error', code: 'incomplete_number' })).toBe(true);
    expect(isCardEntryError({ type: 'card_error', code: 'card_declined' })).toBe(false);
  });
});
