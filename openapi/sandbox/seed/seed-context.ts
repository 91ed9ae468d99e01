import type { Store } from '../store/store';
import type { Random } from './prng';

/** The data's reference day (the sandbox was written on it): seeded dates count from here, never from the clock. */
export const SEED_DATE = '2026-11-20';
/** The moment "now" is for the seeded data: mid-morning UTC of the seed date. */
export const SEED_MOMENT = new Date(`${SEED_DATE}T10:00:00.000Z`);
export const DEFAULT_SEED = 20261120;

const DAY_MS = 86_400_000;

export interface SeedContext {
  store: Store;
  random: Random;
  /** The calendar date `offset` days from the seed date. */
  day(offset: number): string;
  /** An ISO timestamp `offset` days (fractions allowed) from the seed moment. */
  at(offset: number): string;
}

// Seeding asks for the same few thousand days again and again: formatting each once saves most of the Date work.
const days = new Map<number, string>();
const moments = new Map<number, string>();

function memo(cache: Map<number, string>, key: number, format: () => string): string {
  let value = cache.get(key);
  if (value === undefined) {
    value = format();
    cache.set(key, value);
  }
  return value;
}

export function seedContext(store: Store, random: Random): SeedContext {
  return {
    store,
    random,
    day: (offset) => {
      const rounded = Math.round(offset);
      return memo(days, rounded, () => new Date(SEED_MOMENT.getTime() + rounded * DAY_MS).toISOString().slice(0, 10));
    },
    at: (offset) => {
      const milliseconds = Math.round(offset * DAY_MS);
      return memo(moments, milliseconds, () => new Date(SEED_MOMENT.getTime() + milliseconds).toISOString());
    },
  };
}

/**
 * `date` moved by `days`. Seeding moves dates tens of thousands of times, so this
 * skips the rules' validating parser: seeded dates are always well-formed.
 */
export const shiftDay = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);


/** A string of digits for a `#` pattern. */
export const digits = (random: Random, pattern: string): string => pattern.replace(/#/g, () => String(random.int(0, 9)));
