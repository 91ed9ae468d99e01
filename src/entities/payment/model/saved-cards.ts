import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isCardBrandSupported } from './card-brands';
import type { SavedPaymentMethod } from './types';

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  diners: 'Diners Club',
  diners_club: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** Brands are names, not words: the same in every language. The sandbox says `unknown` when it cannot tell. */
export const brandName = (brand: string | null | undefined): string | undefined =>
  brand && brand !== 'unknown' ? (BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : undefined;

type CardFacts = Pick<SavedPaymentMethod, 'brand' | 'last4' | 'expMonth' | 'expYear'>;

/** "Visa ending in 4242, expires 12/2029": how a saved card is named wherever it is listed. */
export function savedCardLabel(card: CardFacts): MessageDescriptor {
  const brand = brandName(card.brand);
  const last4 = card.last4 ?? '····';
  if (!brand) return msg`Card ending in ${last4}`;
  if (card.expMonth && card.expYear) {
    const expiry = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
    return msg`${brand} ending in ${last4}, expires ${expiry}`;
  }
  return msg`${brand} ending in ${last4}`;
}

/**
 * The card a payment starts with: the first saved card that can pay (ready, and not a brand 001 §5
 * refuses). The API has no default card of its own; this is the one the pay form picks, and the
 * payment-methods page marks it as the default.
 */
export function defaultSavedMethod(saved: readonly SavedPaymentMethod[]): SavedPaymentMethod | undefined {
  return saved.find((method) => method.status === 'succeeded' && isCardBrandSupported(method.brand));
}
