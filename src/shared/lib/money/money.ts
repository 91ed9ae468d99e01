import type { Currency } from '@/shared/config/countries';
import { numberFormat } from '@/shared/lib/intl';

/** Exchange rates relative to `base`: 1 unit of base = rates[c] units of c. */
export interface ExchangeRates {
  base: Currency;
  rates: Record<Currency, number>;
}

/** Money is kept in minor units (öre, cents, rappen): display divides by 100. */
export const toMajor = (minor: number): number => minor / 100;
export const toMinor = (major: number): number => Math.round(major * 100);

export function convertMinor(minor: number, from: Currency, to: Currency, rates: ExchangeRates): number {
  if (from === to) return minor;
  const fromRate = rates.rates[from];
  const toRate = rates.rates[to];
  if (!fromRate || !toRate) throw new RangeError(`No exchange rate between ${from} and ${to}`);
  return Math.round((minor / fromRate) * toRate);
}

export interface FormatMoneyOptions {
  /** Drop the decimals when the amount is whole (prices per night read better so). */
  trimWholeAmounts?: boolean;
}

/** Formats minor units with the currency code, as the product shows prices (e.g. "SEK 1 250"). */
export function formatMoney(minor: number, currency: Currency, intlLocale: string, options: FormatMoneyOptions = {}): string {
  const major = toMajor(minor);
  const whole = Number.isInteger(major);
  return numberFormat(intlLocale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'code',
    minimumFractionDigits: options.trimWholeAmounts && whole ? 0 : 2,
    maximumFractionDigits: options.trimWholeAmounts && whole ? 0 : 2,
  }).format(major);
}

/** Converts to the preferred currency, then formats. */
export function formatMoneyIn(
  minor: number,
  from: Currency,
  preferred: Currency,
  rates: ExchangeRates | undefined,
  intlLocale: string,
  options?: FormatMoneyOptions,
): string {
  if (!rates || from === preferred) return formatMoney(minor, from, intlLocale, options);
  return formatMoney(convertMinor(minor, from, preferred, rates), preferred, intlLocale, options);
}
