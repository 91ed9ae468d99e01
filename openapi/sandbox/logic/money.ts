import type { components } from '@openapi/generated/schema';

type Currency = components['schemas']['Currency'];

/** Units of each currency per euro, for prices the sandbox sets in euros (insurance, fees). */
export const UNITS_PER_EURO: Readonly<Record<Currency, number>> = {
  eur: 1,
  sek: 11.25,
  nok: 11.62,
  dkk: 7.46,
  chf: 0.94,
};

/**
 * A euro amount (minor units) in another currency, rounded to whole major units so
 * prices read like prices people set (SEK 450, not SEK 449.37).
 */
export function fromEuroMinor(euroMinor: number, currency: Currency): number {
  return Math.round((euroMinor * UNITS_PER_EURO[currency]) / 100) * 100;
}

/** An amount in one currency expressed in another (minor units, rounded). */
export const convertMinor = (amount: number, from: Currency, to: Currency): number =>
  Math.round((amount / UNITS_PER_EURO[from]) * UNITS_PER_EURO[to]);
