import { describe, expect, it } from 'vitest';
import { userOf } from '@/shared/test';
import { displayCurrency } from './display-currency';

describe('display currency (spec 002 §6, §9)', () => {
  it("shows a user's own currency", () => {
    expect(displayCurrency(userOf('renter', { currency: 'nok' }), 'eur', 'SE')).toBe('nok');
  });
  it('gives admins the site default', () => {
    expect(displayCurrency(userOf('admin', { currency: 'nok' }), 'eur', 'DK')).toBe('dkk');
  });
  it("gives visitors the cookie's currency, else the site's", () => {
    expect(displayCurrency(undefined, 'chf', 'SE')).toBe('chf');
    expect(displayCurrency(undefined, undefined, 'FI')).toBe('eur');
    expect(displayCurrency(undefined, undefined, 'CH')).toBe('chf');
  });
});
