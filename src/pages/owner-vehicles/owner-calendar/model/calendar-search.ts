import type { DayRange } from '@/entities/vehicle';
import { isCalendarDate } from '@/shared/lib/dates';

/** What the owner has chosen on the calendar, kept in the URL so that a reload or a shared link keeps it. */
export interface CalendarSearch {
  /** The first month shown, `yyyy-MM-01`. */
  month: string;
  /** The selected days: none, a first day, or both ends. */
  fromDate: string | null;
  toDate: string | null;
}

const monthOf = (date: string) => `${date.slice(0, 7)}-01`;
const dateOrNull = (value: string | null): string | null => (value && isCalendarDate(value) ? value : null);

/**
 * Reads `?month=2026-12&from=…&to=…`. A damaged or past value is dropped rather than refused: the
 * page then opens on today's month with nothing selected. The ends are put in order.
 */
export function readCalendarSearch(params: URLSearchParams, today: string): CalendarSearch {
  const month = params.get('month');
  const first = month && isCalendarDate(`${month}-01`) && `${month}-01` >= monthOf(today) ? `${month}-01` : monthOf(today);
  let fromDate = dateOrNull(params.get('from'));
  let toDate = dateOrNull(params.get('to'));
  if (fromDate !== null && fromDate < today) fromDate = null;
  if (fromDate === null) toDate = null;
  if (fromDate !== null && toDate !== null && toDate < fromDate) [fromDate, toDate] = [toDate < today ? fromDate : toDate, fromDate];
  return { month: first, fromDate, toDate };
}

export function writeCalendarSearch(search: CalendarSearch): URLSearchParams {
  const params = new URLSearchParams({ month: search.month.slice(0, 7) });
  if (search.fromDate) params.set('from', search.fromDate);
  if (search.fromDate && search.toDate) params.set('to', search.toDate);
  return params;
}

/** The range to act on: both ends, or a single day once the first is picked. */
export const selectedRange = (search: CalendarSearch): DayRange | null =>
  search.fromDate ? { fromDate: search.fromDate, toDate: search.toDate ?? search.fromDate } : null;

/** The month `count` months after `month` (`yyyy-MM-01`). */
export function addMonths(month: string, count: number): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1 + count;
  const next = new Date(Date.UTC(year, index, 1));
  return next.toISOString().slice(0, 10);
}

/** The last day of `month`. */
export const endOfMonth = (month: string): string => new Date(Date.parse(`${addMonths(month, 1)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
