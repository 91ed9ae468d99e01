import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

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

/** Brands are names, not words: the same in every language. */
export const brandName = (brand: string | null | undefined): string | undefined =>
  brand ? (BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : undefined;

/** "Visa ending in 4242, expires 12/2029". */
export function savedCardLabel(card: { brand?: string | null; last4?: string | null; expMonth?: number | null; expYear?: number | null }): MessageDescriptor {
  const brand = brandName(card.brand);
  const last4 = card.last4 ?? '····';
  if (!brand) return msg`Card ending in ${last4}`;
  if (card.expMonth && card.expYear) {
    const expiry = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
    return msg`${brand} ending in ${last4}, expires ${expiry}`;
  }
  return msg`${brand} ending in ${last4}`;
}
