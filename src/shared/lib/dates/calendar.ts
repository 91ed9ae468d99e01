/**
 * UTC calendar-date arithmetic for `yyyy-MM-dd` dates. Bookings are whole calendar days and
 * payments fall due at the start of a UTC day; counting in UTC epoch days keeps the rules
 * free of the runtime's time zone. (Shared by the booking and order entities and the sandbox.)
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real `yyyy-MM-dd` date (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** Days since 1970-01-01 of a `yyyy-MM-dd` date; throws on a malformed or impossible date. */
export function epochDay(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a yyyy-MM-dd calendar date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** The UTC calendar day `now` falls on, as an epoch day. */
export const todayEpochDay = (now: Date): number => Math.floor(now.getTime() / DAY_MS);

export const dateOfEpochDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday (1 = Monday … 7 = Sunday); 1970-01-01 was a Thursday. */
export const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

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

/** Midnight UTC starting a `yyyy-MM-dd` date, moved by a number of days. */
export const startOfDate = (date: string, plusDays = 0): Date => new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * DAY_MS);

export const toDateString = (at: Date): string => at.toISOString().slice(0, 10);

export const addHours = (at: Date | string, hours: number): Date => new Date(new Date(at).getTime() + hours * HOUR_MS);

/** Whole UTC calendar days from the day of `at` to `date`. */
export const calendarDaysUntil = (at: Date, date: string): number =>
  Math.round((startOfDate(date).getTime() - startOfDate(toDateString(at)).getTime()) / DAY_MS);
