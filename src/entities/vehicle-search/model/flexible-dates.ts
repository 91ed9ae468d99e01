import { addDays, format, parseISO } from 'date-fns';
import { FLEXIBLE_DATE_DAYS } from './filter-options';

/** 000 §9: flexible dates search 3 days either side; the window the search covers, for the hint under the dates. */
export function flexibleWindow(range: { from: string; to: string }): { earliestFrom: string; latestTo: string } {
  const shift = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');
  return { earliestFrom: shift(range.from, -FLEXIBLE_DATE_DAYS), latestTo: shift(range.to, FLEXIBLE_DATE_DAYS) };
}
