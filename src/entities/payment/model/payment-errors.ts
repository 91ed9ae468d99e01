import { INVALID_STRIPE_INFO_MESSAGE } from './payment-create';

/**
 * The payment messages of 001 §8: cancelled, card not supported, expired, insufficient
 * funds, contact bank, generic with code, payment method required; plus the invalid
 * payment info of §8's first line.
 */
export type PaymentErrorReason =
  | 'cancelled'
  | 'cardNotSupported'
  | 'expired'
  | 'insufficientFunds'
  | 'contactBank'
  | 'paymentMethodRequired'
  | 'invalidPaymentInfo'
  | 'generic';

export interface PaymentFailure {
  reason: PaymentErrorReason;
  /** The provider's or the API's code (slug, decline code), shown with the generic message. */
  code: string;
}

/**
 * Provider codes (the API's 402 slugs, Stripe's error codes and decline codes) by the
 * message they get. Anything else is the generic message with its code.
 */
const REASON_OF_CODE: Readonly<Record<string, PaymentErrorReason>> = {
  payment_canceled: 'cancelled',
  payment_cancelled: 'cancelled',
  canceled: 'cancelled',
  payment_intent_canceled: 'cancelled',
  card_not_supported: 'cardNotSupported',
  expired_card: 'expired',
  insufficient_funds: 'insufficientFunds',
  // Declines only the bank can explain or lift.
  card_declined: 'contactBank',
  generic_decline: 'contactBank',
  do_not_honor: 'contactBank',
  call_issuer: 'contactBank',
  transaction_not_allowed: 'contactBank',
  not_permitted: 'contactBank',
  restricted_card: 'contactBank',
  card_velocity_exceeded: 'contactBank',
  withdrawal_count_limit_exceeded: 'contactBank',
  authentication_required: 'contactBank',
  payment_intent_authentication_failure: 'contactBank',
  payment_method_required: 'paymentMethodRequired',
  requires_payment_method: 'paymentMethodRequired',
  invalid_stripe_info: 'invalidPaymentInfo',
};

export const paymentErrorReasonOf = (code: string): PaymentErrorReason => REASON_OF_CODE[code] ?? 'generic';

/** 001 §8's hint (the bank allows online purchases, the limit is high enough) goes with refusals the bank decides. */
export const showsBankLimitsHint = (reason: PaymentErrorReason): boolean => reason === 'insufficientFunds' || reason === 'contactBank';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Reads any thrown payment error: the API's `{ slug }`, the provider's `{ declineCode, code }`,
 * a failed payment's `errorSlug`, or the payload check's message.
 */
export function paymentFailureOf(error: unknown): PaymentFailure {
  if (error && typeof error === 'object') {
    const fields = error as Record<string, unknown>;
    const code = text(fields['declineCode']) ?? text(fields['slug']) ?? text(fields['code']) ?? text(fields['errorSlug']);
    if (code) return { reason: paymentErrorReasonOf(code), code };
    if (fields['message'] === INVALID_STRIPE_INFO_MESSAGE) return { reason: 'invalidPaymentInfo', code: 'invalid_stripe_info' };
  }
  return { reason: 'generic', code: 'unknown_error' };
}

/** The failure of a code such as a failed payment's `errorSlug`. */
export const paymentFailureOfCode = (code: string | null | undefined): PaymentFailure =>
  code ? { reason: paymentErrorReasonOf(code), code } : { reason: 'generic', code: 'payment_failed' };

/** The provider's own check of what was typed (Stripe's `validation_error`): the card fields show it, not a failure. */
export const isCardEntryError = (error: unknown): boolean =>
  Boolean(error && typeof error === 'object' && (error as { type?: unknown }).type === 'validation_error');
