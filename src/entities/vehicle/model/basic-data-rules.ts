/** 000 §5 model-year checks: the oldest year the editor accepts is ours (the spec names only "too old"). */
export const OLDEST_MODEL_YEAR = 1950;

export type ModelYearProblem = 'too_old' | 'in_future';

/** "Too old" before 1950; "in the future" after next year (next year's models are sold from the autumn). */
export function modelYearProblem(year: number, now: Date): ModelYearProblem | undefined {
  if (year < OLDEST_MODEL_YEAR) return 'too_old';
  if (year > now.getUTCFullYear() + 1) return 'in_future';
  return undefined;
}

/** 000 §5: vehicle registration is supported only in these countries. */
export const REGISTRATION_COUNTRIES = ['SE', 'NO', 'DK', 'FI', 'CH', 'LI'] as const;
export type RegistrationCountry = (typeof REGISTRATION_COUNTRIES)[number];

/** Seats and beds: the contract's range. */
export const MAX_PEOPLE = 50;
