import { describe, expect, it } from 'vitest';
import { cardAccountOf, currencyOfAccount } from './card-account';

describe('the payment account the saved cards are listed in (000 §7, 001 §9)', () => {
  const none = { asked: null, userAccount: null, userCountry: null, siteCountry: 'GLOBAL' as const };

  it('takes the account asked for in the address first', () => {
    expect(cardAccountOf({ ...none, asked: 'de', userAccount: 'se', userCountry: 'NO' })).toBe('de');
  });

  it('ignores an address value that names no account', () => {
    expect(cardAccountOf({ ...none, asked: 'us', userAccount: 'fi' })).toBe('fi');
  });

  it("then the user's account, their country's (Liechtenstein pays through Switzerland), the site's", () => {
    expect(cardAccountOf({ ...none, userCountry: 'NO' })).toBe('no');
    expect(cardAccountOf({ ...none, userCountry: 'LI' })).toBe('ch');
    expect(cardAccountOf({ ...none, siteCountry: 'AT' })).toBe('at');
  });

  it('falls back to Sweden on the global site (002 §9: site country fallback SE)', () => {
    expect(cardAccountOf(none)).toBe('se');
  });

  it('charges in the account country’s currency', () => {
    expect(currencyOfAccount('se')).toBe('sek');
    expect(currencyOfAccount('no')).toBe('nok');
    expect(currencyOfAccount('dk')).toBe('dkk');
    expect(currencyOfAccount('ch')).toBe('chf');
    expect(['fi', 'de', 'at'].map((a) => currencyOfAccount(a as 'fi'))).toEqual(['eur', 'eur', 'eur']);
  });
});
