/**
 * The sandbox payment gateway: Stripe's well-known test card numbers, so the same
 * numbers work against the sandbox and against Stripe's test mode.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  /** Asks for a 3-D Secure challenge, which can then be completed or failed. */
  threeDSecure: '4000002760003184',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  genericDecline: '4000000000000002',
  /** 001 §5: American Express and Diners Club are not supported. */
  americanExpress: '378282246310005',
  dinersClub: '3056930009020004',
} as const;

export type CardErrorSlug = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'card_not_supported' | 'authentication_required';

export type ChargeOutcome =
  | { status: 'succeeded'; amount: number }
  | { status: 'requires_action'; amount: number; slug: 'authentication_required' }
  | { status: 'failed'; slug: CardErrorSlug };

const DECLINES: Readonly<Record<string, CardErrorSlug>> = {
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.expired]: 'expired_card',
  [TEST_CARDS.genericDecline]: 'card_declined',
};

const normalise = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/** American Express (34, 37) and Diners Club (300–305, 3095, 36, 38, 39) by their number prefixes. */
const isUnsupportedBrand = (digits: string): boolean => /^3[47]/.test(digits) || /^3(0[0-5]|095|[689])/.test(digits);

/**
 * Charges a card in the sandbox. Any Amex or Diners number is refused as not supported;
 * the test numbers give their outcome; any other number is declined, so only the
 * documented cards succeed.
 */
export function chargeCard(cardNumber: string, amount: number): ChargeOutcome {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`A charge needs a positive amount in minor units: ${amount}`);
  const digits = normalise(cardNumber);
  if (isUnsupportedBrand(digits)) return { status: 'failed', slug: 'card_not_supported' };
  if (digits === TEST_CARDS.success) return { status: 'succeeded', amount };
  if (digits === TEST_CARDS.threeDSecure) return { status: 'requires_action', amount, slug: 'authentication_required' };
  return { status: 'failed', slug: DECLINES[digits] ?? 'card_declined' };
}

/** Ends a 3-D Secure challenge: completed, the charge succeeds; failed, it stays unauthenticated. */
export const completeChallenge = (completed: boolean, amount: number): ChargeOutcome =>
  completed ? { status: 'succeeded', amount } : { status: 'failed', slug: 'authentication_required' };

export const INVALID_STRIPE_INFO_MESSAGE = 'Invalid stripe info. Missing stripeAccount, paymentMethodId or paymentMethodType';

export interface PaymentCreateFields {
  method?: string | null;
  stripeAccount?: string | null;
  paymentMethodId?: string | null;
  paymentMethodType?: string | null;
}

/**
 * 001 §5, §8: a payment needs stripeAccount, paymentMethodId and paymentMethodType.
 * A payment with method `deposit` draws on the reserved deposit and has no card, so
 * the rule applies to card (stripe) payments, the default method.
 */
export function validatePaymentCreate(
  payload: PaymentCreateFields,
): { ok: true } | { ok: false; slug: 'invalid_stripe_info'; message: typeof INVALID_STRIPE_INFO_MESSAGE } {
  if (payload.method === 'deposit') return { ok: true };
  const complete = [payload.stripeAccount, payload.paymentMethodId, payload.paymentMethodType].every((field) => typeof field === 'string' && field !== '');
  return complete ? { ok: true } : { ok: false, slug: 'invalid_stripe_info', message: INVALID_STRIPE_INFO_MESSAGE };
}
