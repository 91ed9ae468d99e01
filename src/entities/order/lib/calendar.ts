// UTC date arithmetic for payment dates: due dates fall at the start of a UTC calendar day.
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Midnight UTC starting a `yyyy-MM-dd` date, moved by a number of days. */
export const startOfDate = (date: string, plusDays = 0): Date => new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * DAY_MS);

export const toDateString = (at: Date): string => at.toISOString().slice(0, 10);

export const addHours = (at: Date | string, hours: number): Date => new Date(new Date(at).getTime() + hours * HOUR_MS);

/** Whole UTC calendar days from the day of `at` to `date`. */
export const calendarDaysUntil = (at: Date, date: string): number =>
  Math.round((startOfDate(date).getTime() - startOfDate(toDateString(at)).getTime()) / DAY_MS);
