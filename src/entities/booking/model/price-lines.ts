import type { components } from '@/shared/api';

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

/**
 * The lines in another currency that still add up: the total is converted once and each
 * line's rounding is settled by the largest remainders (Hamilton's method), so the converted
 * lines sum to the converted total to the minor unit.
 */
export function convertLines(priced: PricedLines, convert: (minor: number) => number): PricedLines {
  // `|| 0` turns a rounded -0 into 0, which Intl would otherwise print as "-0".
  const total = convert(priced.total) || 0;
  if (priced.total === 0) return { lines: priced.lines.map((line) => ({ ...line, unitPrice: convert(line.unitPrice), amount: convert(line.amount) })), total };
  const factor = total / priced.total;
  const exact = priced.lines.map((line) => line.amount * factor);
  const floors = exact.map((value) => Math.floor(value) || 0);
  let left = total - floors.reduce((acc, value) => acc + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const amounts = [...floors];
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    amounts[index] = (amounts[index] ?? 0) + 1;
    left -= 1;
  }
  return {
    total,
    lines: priced.lines.map((line, index) => {
      const amount = amounts[index] ?? 0;
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
