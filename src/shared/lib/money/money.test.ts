import { describe, expect, it } from 'vitest';
import { convertMinor, formatMoney, formatMoneyIn, type ExchangeRates } from './money';

const partsOf = (minor: number, currency: Parameters<typeof formatMoney>[1], locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'code' }).formatToParts(minor / 100);

const rates: ExchangeRates = { base: 'eur', rates: { eur: 1, sek: 11.5, nok: 11.75, dkk: 7.46, chf: 0.94 } };

describe('money in minor units', () => {
  it('divides minor units by 100 and shows the currency code', () => {
    const parts = partsOf(125050, 'sek', 'sv-SE');
    expect(parts.find((p) => p.type === 'currency')?.value).toBe('SEK');
    expect(parts.filter((p) => p.type === 'integer').map((p) => p.value).join('')).toBe('1250');
    expect(parts.find((p) => p.type === 'fraction')?.value).toBe('50');
    expect(formatMoney(125050, 'sek', 'sv-SE')).toBe(parts.map((p) => p.value).join(''));
  });

  it.each([
    ['de-CH', 'chf'],
    ['fi-FI', 'eur'],
    ['nb-NO', 'nok'],
    ['da-DK', 'dkk'],
    ['en-GB', 'eur'],
  ] as const)('formats %s with its own separators and the %s code', (locale, currency) => {
    const formatted = formatMoney(123456, currency, locale);
    const expected = partsOf(123456, currency, locale).map((p) => p.value).join('');
    expect(formatted).toBe(expected);
    expect(formatted).toContain(currency.toUpperCase());
  });

  it('drops decimals of whole amounts when asked', () => {
    expect(formatMoney(110000, 'eur', 'en-GB', { trimWholeAmounts: true })).toBe('EUR\u00a01,100');
    expect(formatMoney(110050, 'eur', 'en-GB', { trimWholeAmounts: true })).toBe('EUR\u00a01,100.50');
  });

  it('converts between currencies through the base rate and rounds to whole minor units', () => {
    expect(convertMinor(10000, 'eur', 'sek', rates)).toBe(115000);
    expect(convertMinor(115000, 'sek', 'eur', rates)).toBe(10000);
    expect(convertMinor(10000, 'sek', 'nok', rates)).toBe(Math.round((10000 / 11.5) * 11.75));
    expect(convertMinor(999, 'chf', 'chf', rates)).toBe(999);
  });

  it('shows the amount in the preferred currency', () => {
    expect(formatMoneyIn(10000, 'eur', 'sek', rates, 'en-GB')).toBe(formatMoney(115000, 'sek', 'en-GB'));
    expect(formatMoneyIn(10000, 'eur', 'sek', undefined, 'en-GB')).toBe(formatMoney(10000, 'eur', 'en-GB'));
  });
});
