import type { components } from '@/shared/api';
import { convertParts } from '@/shared/lib/money';

export type LineItemKey = components['schemas']['LineItemKey'];

/** One part of a price as the API sends it (001 §3 line-item keys, plus the service fee). Minor units. */
export interface PriceLine {
  key: LineItemKey | 'other';
  quantity: number;
  unitPrice: number;
  amount: number;
  /** The add-on, insurance add-on or plan behind the line. */
  addonKey?: string | null;
}

/** A price with all its parts: the lines add up to `total`, to the minor unit. */
export interface PricedLines {
  lines: PriceLine[];
  total: number;
}

const sum = (lines: readonly { amount: number }[]) => lines.reduce((acc, line) => acc + line.amount, 0);

/**
 * The parts of a total as shown: the API's lines, and when they do not reach the total (an
 * older answer without the service-fee line, a backend that prices something it does not
 * itemise) one more line for the difference, so what is shown always adds up.
 */
export function completeLines(lines: readonly PriceLine[], total: number): PricedLines {
  const difference = total - sum(lines);
  if (difference === 0) return { lines: [...lines], total };
  return { lines: [...lines, { key: 'other', quantity: 1, unitPrice: difference, amount: difference }], total };
}

/** The lines in another currency that still add up to the converted total, to the minor unit (`convertParts`). */
export function convertLines(priced: PricedLines, convert: (minor: number) => number): PricedLines {
  if (priced.total === 0) return { lines: priced.lines.map((line) => ({ ...line, unitPrice: convert(line.unitPrice), amount: convert(line.amount) })), total: convert(priced.total) || 0 };
  const { parts, total } = convertParts(
    priced.lines.map((line) => line.amount),
    priced.total,
    convert,
  );
  return {
    total,
    lines: priced.lines.map((line, index) => {
      const amount = parts[index] ?? 0;
      return { ...line, amount, unitPrice: line.quantity > 0 ? Math.round(amount / line.quantity) : amount };
    }),
  };
}

const NIGHT_KEYS: readonly string[] = [
  'low_season_night',
  'low_season_short_booking_night',
  'low_season_discounted_night',
  'high_season_night',
  'high_season_short_booking_night',
  'high_season_discounted_night',
];

export const isNightLine = (line: Pick<PriceLine, 'key'>): boolean => NIGHT_KEYS.includes(line.key);

/** Nights of a stay, counted from its night lines. */
export const nightsIn = (lines: readonly PriceLine[]): number => lines.filter(isNightLine).reduce((acc, line) => acc + line.quantity, 0);


export interface ShownPrice<C extends string> {
  priced: PricedLines;
  currency: C;
  /** What is charged, when that is another currency than the one shown. */
  charged?: { amount: number; currency: C };
}

/**
 * A price in the currency the user chose (#23 point 7), with what is charged beside it when
 * the charge is in another currency. Until the rates are there (or when they failed) the price
 * stays in its own currency rather than showing a wrong figure.
 */
export function shownPrice<C extends string>(priced: PricedLines, from: C, display: { currency: C; convert: (minor: number, from: C) => number | undefined }): ShownPrice<C> {
  if (display.currency === from || display.convert(0, from) === undefined) return { priced, currency: from };
  const converted = convertLines(priced, (minor) => display.convert(minor, from) ?? minor);
  return { priced: converted, currency: display.currency, charged: { amount: priced.total, currency: from } };
}
