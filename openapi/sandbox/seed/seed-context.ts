import type { Store } from '../store/store';
import type { Random } from './prng';

/**
 * The day the seeded data is anchored at: every seeded date and moment counts from it. A running
 * sandbox takes the day it starts on (its clock's day, UTC), so open requests, trips starting today
 * and upcoming trips exist whenever the app is started; the same seed and anchor day give the same
 * store. The tests anchor at this fixed day.
 */
export const DEFAULT_ANCHOR_DAY = '2026-11-20';
export const DEFAULT_SEED = 20261120;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "Now" for the seeded data: mid-morning UTC of the anchor day. */
export const anchorMoment = (anchorDay: string): Date => {
  if (!DAY.test(anchorDay) || Number.isNaN(Date.parse(`${anchorDay}T10:00:00.000Z`))) throw new Error(`An anchor day is YYYY-MM-DD, not "${anchorDay}"`);
  return new Date(`${anchorDay}T10:00:00.000Z`);
};

/** The anchor day of a moment: its UTC calendar day. */
export const anchorDayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The moment of the tests' fixed anchor day, for tests that pin the sandbox clock to the seeded data. */
export const SEED_MOMENT = anchorMoment(DEFAULT_ANCHOR_DAY);

const DAY_MS = 86_400_000;

/** Dates and moments relative to the anchor, memoised: seeding asks for the same few thousand days again and again. */
export interface SeedClock {
  readonly anchorDay: string;
  /** The seeded data's "now" (10:00 UTC of the anchor day). */
  readonly moment: Date;
  /** The calendar date `offset` days from the anchor day. */
  day(offset: number): string;
  /** An ISO timestamp `offset` days (fractions allowed) from the anchor moment. */
  at(offset: number): string;
}

function memo(cache: Map<number, string>, key: number, format: () => string): string {
  let value = cache.get(key);
  if (value === undefined) {
    value = format();
    cache.set(key, value);
  }
  return value;
}

export function seedClock(anchorDay: string): SeedClock {
  const moment = anchorMoment(anchorDay);
  const days = new Map<number, string>();
  const moments = new Map<number, string>();
  return {
    anchorDay,
    moment,
    day: (offset) => {
      const rounded = Math.round(offset);
      return memo(days, rounded, () => new Date(moment.getTime() + rounded * DAY_MS).toISOString().slice(0, 10));
    },
    at: (offset) => {
      const milliseconds = Math.round(offset * DAY_MS);
      return memo(moments, milliseconds, () => new Date(moment.getTime() + milliseconds).toISOString());
    },
  };
}

export interface SeedContext extends SeedClock {
  store: Store;
  random: Random;
}

export function seedContext(store: Store, random: Random, clock: SeedClock): SeedContext {
  return { store, random, anchorDay: clock.anchorDay, moment: clock.moment, day: clock.day, at: clock.at };
}

/**
 * `date` moved by `days`. Seeding moves dates tens of thousands of times, so this
 * skips the rules' validating parser: seeded dates are always well-formed.
 */
export const shiftDay = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A string of digits for a `#` pattern. */
export const digits = (random: Random, pattern: string): string => pattern.replace(/#/g, () => String(random.int(0, 9)));
