import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentErrorReason } from './payment-errors';

/**
 * The one place that words the payment errors of 001 §8. Render with `i18n._(descriptor)`.
 * The invalid-info text is 001 §8's own, the same as `INVALID_STRIPE_INFO_MESSAGE`.
 */
export function paymentErrorMessage(reason: PaymentErrorReason, code: string): MessageDescriptor {
  switch (reason) {
    case 'cancelled':
      return msg`The payment was cancelled. Nothing was charged.`;
    case 'cardNotSupported':
      return msg`This card is not supported. We do not accept American Express or Diners Club; please use another card.`;
    case 'expired':
      return msg`Your card has expired. Please use another card.`;
    case 'insufficientFunds':
      return msg`Your card has insufficient funds.`;
    case 'contactBank':
      return msg`Your card was declined. Please contact your bank or use another card.`;
    case 'paymentMethodRequired':
      return msg`Choose a payment method.`;
    case 'invalidPaymentInfo':
      return msg`Invalid stripe info. Missing stripeAccount, paymentMethodId or paymentMethodType`;
    case 'generic':
      return msg`The payment failed (code: ${code}). Please try again.`;
  }
}

export const BANK_LIMITS_HINT = msg`Check that your bank allows online purchases and that your card's limit is high enough.`;
