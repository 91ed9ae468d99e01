/**
 * UTC calendar-date arithmetic for `yyyy-MM-dd` dates. Bookings are whole calendar
 * days; counting in UTC epoch days keeps the rules free of the runtime's time zone.
 */
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a `yyyy-MM-dd` date; throws on a malformed or impossible date. */
export function epochDay(date: string): number {
  const ms = DATE_PATTERN.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a yyyy-MM-dd calendar date: ${date}`);
  }
  return ms / DAY_MS;
}

/** The UTC calendar day `now` falls on, as an epoch day. */
export const todayEpochDay = (now: Date): number => Math.floor(now.getTime() / DAY_MS);

export const dateOfEpochDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday (1 = Monday … 7 = Sunday); 1970-01-01 was a Thursday. */
export const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;
