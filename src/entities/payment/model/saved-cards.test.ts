import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { brandName, defaultSavedMethod, savedCardLabel } from './saved-cards';
import type { SavedPaymentMethod } from './types';

const card = (id: string, brand: string, status: SavedPaymentMethod['status'] = 'succeeded'): SavedPaymentMethod => ({ id, type: 'card', brand, last4: '4242', expMonth: 3, expYear: 2029, status, stripeAccount: 'se' });
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('saved cards (000 §7; 001 §5)', () => {
  it('the default is the first ready card of a brand the product accepts', () => {
    expect(defaultSavedMethod([card('a', 'amex'), card('b', 'visa', 'requires_confirmation'), card('c', 'mastercard'), card('d', 'visa')])?.id).toBe('c');
  });

  it('has no default when no card can pay', () => {
    expect(defaultSavedMethod([card('a', 'diners'), card('b', 'visa', 'requires_confirmation')])).toBeUndefined();
    expect(defaultSavedMethod([])).toBeUndefined();
  });

  it('names a card by its brand, last four and expiry, the month in two digits', () => {
    expect(i18n._(savedCardLabel(card('a', 'visa')))).toBe('Visa ending in 4242, expires 03/2029');
    expect(i18n._(savedCardLabel({ brand: 'amex', last4: '0005', expMonth: null, expYear: null }))).toBe('American Express ending in 0005');
  });

  it('says "Card" for a brand nobody could tell', () => {
    expect(brandName('unknown')).toBeUndefined();
    expect(i18n._(savedCardLabel({ brand: 'unknown', last4: '1234', expMonth: 1, expYear: 2030 }))).toBe('Card ending in 1234');
    expect(brandName('cartes_bancaires')).toBe('Cartes Bancaires');
  });
});
