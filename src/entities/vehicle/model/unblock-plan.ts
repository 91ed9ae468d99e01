import { addDays } from '@/shared/lib/dates';
import type { DayRange } from './calendar-days';
import { hasPeriodStarted, type UnavailablePeriod, type UnavailablePeriodValues } from './unavailable-period';

/** One call of the plan: change a period (`PUT`), add the part left after the range (`POST`), or delete one (`DELETE`). */
export type UnblockStep =
  | { step: 'change'; period: UnavailablePeriod; values: UnavailablePeriodValues }
  | { step: 'create'; values: UnavailablePeriodValues }
  | { step: 'delete'; period: UnavailablePeriod };

const valuesOf = (period: UnavailablePeriod, dates: DayRange): UnavailablePeriodValues => ({ ...dates, reason: period.reason ?? null, note: period.note ?? '' });

/**
 * How to free the days of `range` from the owner's unavailable periods, with only the calls 000 §2
 * and §5 allow: a period inside the range is deleted; one reaching past it keeps the days before
 * and after it (the part after becomes a period of its own, with the same preset and note). A
 * started period keeps its first day and, since its days behind are over, at least today: it can
 * only end earlier (000 §5), never be deleted.
 */
export function unblockPlan(range: DayRange, periods: readonly UnavailablePeriod[], today: string): UnblockStep[] {
  return periods
    .filter((period) => period.fromDate <= range.toDate && period.toDate >= range.fromDate)
    .flatMap((period): UnblockStep[] => {
      const started = hasPeriodStarted(period, today);
      const dayBefore = addDays(range.fromDate, -1);
      const beforeEnd = started ? (dayBefore > today ? dayBefore : today) : period.fromDate < range.fromDate ? dayBefore : null;
      const after = period.toDate > range.toDate ? { fromDate: addDays(range.toDate, 1), toDate: period.toDate } : null;
      if (beforeEnd === null) {
        return after ? [{ step: 'change', period, values: valuesOf(period, after) }] : [{ step: 'delete', period }];
      }
      const steps: UnblockStep[] = [];
      if (beforeEnd !== period.toDate) steps.push({ step: 'change', period, values: valuesOf(period, { fromDate: period.fromDate, toDate: beforeEnd }) });
      if (after && after.fromDate > beforeEnd) steps.push({ step: 'create', values: valuesOf(period, after) });
      return steps;
    });
}
