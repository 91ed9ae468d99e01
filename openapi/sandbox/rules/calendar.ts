/**
 * UTC calendar-date helpers of the sandbox rules. Dates are `yyyy-MM-dd` strings and
 * are counted as UTC epoch days, so results do not depend on the host's time zone.
 */
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

export function epochDay(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a yyyy-MM-dd calendar date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export const dateOfEpochDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The UTC calendar date `now` falls on. */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => dateOfEpochDay(epochDay(date) + days);

/** Days from `from` to `to`; for a booking, its number of nights. */
export const daysBetween = (from: string, to: string): number => epochDay(to) - epochDay(from);

/** Every date from `from` up to the day before `until`: the nights of a stay. */
export function datesUntil(from: string, until: string): string[] {
  const start = epochDay(from);
  return Array.from({ length: Math.max(0, epochDay(until) - start) }, (_, i) => dateOfEpochDay(start + i));
}
