/** 000 §5 and §9: the minimum renter age an owner may ask for runs from 18 to 48. */
export const YOUNGEST_MINIMUM_AGE = 18;
export const OLDEST_MINIMUM_AGE = 48;

/** The choices of the minimum renter age, youngest first. */
export const MINIMUM_AGE_OPTIONS: readonly number[] = Array.from({ length: OLDEST_MINIMUM_AGE - YOUNGEST_MINIMUM_AGE + 1 }, (_, i) => YOUNGEST_MINIMUM_AGE + i);

export type MinimumAgeProblem = 'too_young' | 'too_old';

/** "Cannot be under a minimum value" (000 §5); above 48 is outside the options. */
export function minimumAgeProblem(age: number): MinimumAgeProblem | undefined {
  if (!Number.isInteger(age) || age < YOUNGEST_MINIMUM_AGE) return 'too_young';
  if (age > OLDEST_MINIMUM_AGE) return 'too_old';
  return undefined;
}

/** A time of day as the contract stores it: `HH:mm`, local time of the vehicle. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && TIME_OF_DAY.test(value);

export interface HandoverTimes {
  timeCheckin?: string | null | undefined;
  timeCheckout?: string | null | undefined;
}

export type HandoverTimeProblem = 'missing' | 'not_a_time';

/**
 * 000 §5: at least one check-in and check-out time pair must be set. The contract holds one pair,
 * so both times are needed; each must be a time of day.
 */
export function handoverTimeProblems({ timeCheckin, timeCheckout }: HandoverTimes): Partial<Record<keyof HandoverTimes, HandoverTimeProblem>> {
  const problemOf = (value: string | null | undefined): HandoverTimeProblem | undefined => {
    if (value === null || value === undefined || value === '') return 'missing';
    return isTimeOfDay(value) ? undefined : 'not_a_time';
  };
  const problems: Partial<Record<keyof HandoverTimes, HandoverTimeProblem>> = {};
  const checkin = problemOf(timeCheckin);
  const checkout = problemOf(timeCheckout);
  if (checkin) problems.timeCheckin = checkin;
  if (checkout) problems.timeCheckout = checkout;
  return problems;
}
