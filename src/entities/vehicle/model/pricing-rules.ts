/**
 * The pricing section's limits (the contract's, which the API enforces) and 000 §3's way of
 * showing fractions: a long-stay discount or short-stay increase is stored as a fraction and shown
 * as a percentage (0.15 is 15 %).
 */
export const PRICING_LIMITS = {
  /** Long-stay discount, percent (000 §9: from the 8th night). */
  discountPercent: { min: 0, max: 100 },
  /** Short-stay increase, percent. */
  increasePercent: { min: 0, max: 500 },
  minimumNights: { min: 1, max: 90 },
  /** Days ahead a booking must start. */
  leadTimeDays: { min: 0, max: 365 },
  includedKilometres: { min: 0, max: 100_000 },
} as const;

/** 000 §9: the long-stay discount applies from the 8th night. */
export const LONG_STAY_FROM_NIGHT = 8;

/** A stored fraction as the percentage the owner reads (two decimals at most). */
export const percentOf = (fraction: number): number => Math.round(fraction * 10_000) / 100;
/** The percentage the owner typed as the fraction the API stores. */
export const fractionOf = (percent: number): number => Math.round(percent * 100) / 10_000;

export type PricingProblem = 'missing' | 'out_of_range';

type Limit = { min: number; max: number };
const within = (value: number, { min, max }: Limit) => Number.isFinite(value) && value >= min && value <= max;

/** A whole number in the limit's range (nights, days, kilometres): undefined when it is fine. */
export function countProblem(value: number | null | undefined, limit: Limit, { required }: { required: boolean }): PricingProblem | undefined {
  if (value === null || value === undefined) return required ? 'missing' : undefined;
  return Number.isInteger(value) && within(value, limit) ? undefined : 'out_of_range';
}

/** A percentage in the limit's range; an empty one is 0 (no discount, no increase). */
export function percentProblem(fraction: number | null | undefined, limit: Limit): PricingProblem | undefined {
  if (fraction === null || fraction === undefined) return undefined;
  return within(percentOf(fraction), limit) ? undefined : 'out_of_range';
}

/** A price in minor units: a weekly price must be above zero; a fee or a price per km may be zero or empty. */
export function priceProblem(minor: number | null | undefined, { required }: { required: boolean }): PricingProblem | undefined {
  if (minor === null || minor === undefined) return required ? 'missing' : undefined;
  if (!Number.isInteger(minor) || minor < 0) return 'out_of_range';
  return required && minor === 0 ? 'missing' : undefined;
}
