import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCardBrandSupported } from './card-brands';

describe('card brands (001 §5: "Card brands American Express and Diners Club are not supported")', () => {
  it.each(['amex', 'AMEX', 'american_express', 'American Express', 'diners', 'diners_club', 'Diners Club'])('refuses %s', (brand) => {
    expect(isCardBrandSupported(brand)).toBe(false);
  });

  it.each(['visa', 'mastercard', 'discover', 'jcb', 'unionpay', 'cartes_bancaires'])('accepts %s', (brand) => {
    expect(isCardBrandSupported(brand)).toBe(true);
  });

  it('leaves an unknown brand to the provider', () => {
    expect(isCardBrandSupported(null)).toBe(true);
    expect(isCardBrandSupported(undefined)).toBe(true);
  });

  it('refuses only the two brands, whatever else comes', () => {
    fc.assert(
      fc.property(fc.string(), (brand) => {
        const name = brand.trim().toLowerCase().replace(/[\s_-]+/g, '');
        const refused = ['amex', 'americanexpress', 'diners', 'dinersclub'].includes(name);
        expect(isCardBrandSupported(brand)).toBe(!refused);
      }),
    );
  });
});
