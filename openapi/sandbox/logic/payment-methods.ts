import { TEST_CARDS } from '../rules/test-cards';

/**
 * How the sandbox gateway reads a payment method id. Stripe's test ids carry the card
 * (`pm_card_4242424242424242`); the short aliases name an outcome; saved sandbox cards
 * (`pm_sbx_…`) were created from a test card and remember it.
 */
export const PAYMENT_METHOD_ALIASES: Readonly<Record<string, string>> = {
  pm_success: TEST_CARDS.success,
  pm_card_visa: TEST_CARDS.success,
  pm_3ds: TEST_CARDS.threeDSecure,
  pm_insufficient_funds: TEST_CARDS.insufficientFunds,
  pm_expired: TEST_CARDS.expired,
  pm_declined: TEST_CARDS.genericDecline,
  pm_amex: TEST_CARDS.americanExpress,
  pm_diners: TEST_CARDS.dinersClub,
};

const CARD_ID = /^pm_card_(\d{12,19})$/;

/** The card number behind a payment method id, or undefined when the id names no card. */
export function cardNumberOf(paymentMethodId: string, savedCards: ReadonlyMap<string, string>): string | undefined {
  return PAYMENT_METHOD_ALIASES[paymentMethodId] ?? CARD_ID.exec(paymentMethodId)?.[1] ?? savedCards.get(paymentMethodId);
}

/** Card brand by number prefix, as the provider reports it. */
export function cardBrandOf(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'mastercard';
  if (/^3[47]/.test(cardNumber)) return 'amex';
  if (/^3(0[0-5]|095|[689])/.test(cardNumber)) return 'diners';
  return 'unknown';
}
