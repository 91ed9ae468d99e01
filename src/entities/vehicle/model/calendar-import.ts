import type { RentedPeriod, UnavailablePeriod } from './unavailable-period';

/** A busy stretch found in another calendar, as the vehicle's calendar days (both inclusive). */
export interface BusyPeriod {
  fromDate: string;
  toDate: string;
  /** The events' titles, for the owner to recognise them (never sent: the note names the calendar). */
  titles: string[];
}

export type ImportOutcome = 'create' | 'duplicate' | 'booked';

export interface ImportRow extends BusyPeriod {
  outcome: ImportOutcome;
  /** The days as they would be saved: a period already under way starts today (000 §5). */
  saveFrom: string;
  /** The bookings whose days it shares. */
  bookingIds: number[];
}

export const IMPORTED_NOTE_PREFIX = 'imported: ';
/** The private note of an imported period (issue #24): which calendar it came from. */
export const importedNote = (calendarName: string): string => `${IMPORTED_NOTE_PREFIX}${calendarName}`.slice(0, 255);

const overlaps = (a: { fromDate: string; toDate: string }, b: { fromDate: string; toDate: string }) => a.fromDate <= b.toDate && b.fromDate <= a.toDate;

/** Busy periods sorted, and those that overlap or touch made one: a file's events often repeat or abut. */
export function mergeBusyPeriods(periods: readonly BusyPeriod[], nextDay: (date: string) => string): BusyPeriod[] {
  const sorted = [...periods].sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.toDate.localeCompare(b.toDate));
  const merged: BusyPeriod[] = [];
  for (const period of sorted) {
    const last = merged.at(-1);
    if (last && period.fromDate <= nextDay(last.toDate)) {
      if (period.toDate > last.toDate) last.toDate = period.toDate;
      for (const title of period.titles) if (!last.titles.includes(title)) last.titles.push(title);
    } else merged.push({ ...period, titles: [...period.titles] });
  }
  return merged;
}

/**
 * What importing each busy period would do. Periods over before today are left out (the file's
 * past is history); one under way is saved from today, as a new period cannot start in the past
 * (000 §5). A period whose days the owner has already blocked is a duplicate and skipped, so the
 * same file imported twice creates nothing new. One that shares days with a booking is shown but
 * not created: the API refuses unavailable days over a booking, and the booking stands.
 */
export function planCalendarImport(
  busy: readonly BusyPeriod[],
  { unavailable, rented, today }: { unavailable: readonly Pick<UnavailablePeriod, 'fromDate' | 'toDate'>[]; rented: readonly Pick<RentedPeriod, 'fromDate' | 'toDate' | 'bookingId'>[]; today: string },
): ImportRow[] {
  return busy
    .filter((period) => period.toDate >= today)
    .map((period) => {
      const saveFrom = period.fromDate < today ? today : period.fromDate;
      const days = { fromDate: saveFrom, toDate: period.toDate };
      const bookingIds = rented.filter((booking) => overlaps(booking, days)).map((booking) => booking.bookingId);
      const covered = unavailable.some((blocked) => blocked.fromDate <= saveFrom && blocked.toDate >= period.toDate);
      const outcome: ImportOutcome = covered ? 'duplicate' : bookingIds.length > 0 ? 'booked' : 'create';
      return { ...period, saveFrom, bookingIds, outcome };
    });
}
