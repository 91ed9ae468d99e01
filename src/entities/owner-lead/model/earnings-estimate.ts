import type { components } from '@/shared/api';
import type { Currency } from '@/shared/config';
import { convertParts } from '@/shared/lib/money';

export type LeadPriceCalculation = components['schemas']['LeadPriceCalculation'];

export type EstimatePartKey = 'high_season' | 'low_season' | 'service_fee' | 'other';

/** One part of the yearly estimate, in minor units; weeks and the weekly rent for the seasons. */
export interface EstimatePart {
  key: EstimatePartKey;
  amount: number;
  weeks?: number;
  weekly?: number;
}

/** The estimate as shown: its parts add up to `total` to the minor unit, in `currency`. */
export interface EarningsEstimate {
  parts: EstimatePart[];
  total: number;
  currency: Currency;
}

/**
 * 000 §2's price calculator: a year's earnings are the high season's weeks at the high weekly
 * rent, the low season's at the low one, less the service fee. Should the API's total differ
 * from its own parts (a backend rounding elsewhere), one more part shows the difference: what is
 * shown must add up, and the total is the API's.
 */
export function earningsEstimateOf(calculation: LeadPriceCalculation): EarningsEstimate {
  const parts: EstimatePart[] = [
    { key: 'high_season', amount: calculation.weeklyPriceHigh * calculation.highSeasonWeeks, weeks: calculation.highSeasonWeeks, weekly: calculation.weeklyPriceHigh },
    { key: 'low_season', amount: calculation.weeklyPriceLow * calculation.lowSeasonWeeks, weeks: calculation.lowSeasonWeeks, weekly: calculation.weeklyPriceLow },
    { key: 'service_fee', amount: -calculation.serviceFee },
  ];
  const difference = calculation.yearlyEarnings - parts.reduce((acc, part) => acc + part.amount, 0);
  if (difference !== 0) parts.push({ key: 'other', amount: difference });
  return { parts, total: calculation.yearlyEarnings, currency: calculation.currency };
}

/**
 * The estimate in the user's currency (#23 point 7): the parts still add up to the converted
 * total (`convertParts`), the weekly rents are converted alone. While the rates are not there
 * (or failed) it stays in the vehicle's currency rather than showing a wrong figure.
 */
export function estimateIn(estimate: EarningsEstimate, display: { currency: Currency; convert: (minor: number, from: Currency) => number | undefined }): EarningsEstimate {
  if (display.currency === estimate.currency || display.convert(0, estimate.currency) === undefined) return estimate;
  const convert = (minor: number) => display.convert(minor, estimate.currency) ?? minor;
  const converted = convertParts(
    estimate.parts.map((part) => part.amount),
    estimate.total,
    convert,
  );
  return {
    currency: display.currency,
    total: converted.total,
    parts: estimate.parts.map((part, index) => ({ ...part, amount: converted.parts[index] ?? 0, ...(part.weekly === undefined ? {} : { weekly: convert(part.weekly) }) })),
  };
}
