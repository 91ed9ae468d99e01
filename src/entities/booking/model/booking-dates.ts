import { epochDay, isoWeekday, todayEpochDay } from '@/shared/lib/dates';
import type { DateRange } from './types';

/** 001 §9: maximum booking range 90 days, read as at most 90 nights. */
export const MAX_BOOKING_NIGHTS = 90;

export type BookingDateError =
  | 'end_before_start'
  | 'in_the_past'
  | 'lead_time'
  | 'too_short'
  | 'too_long'
  | 'dates_unavailable'
  | 'checkin_weekday_unavailable'
  | 'checkout_weekday_unavailable';

export interface BookingDateRules {
  /**
   * Blocked nights as ranges, both ends inclusive: a booking occupies the nights from
   * its start date up to the day before its end date, so it may end on the first
   * blocked date (turnover day) but not start on the last one.
   */
  blockedRanges: readonly DateRange[];
  /** ISO weekdays (1 = Monday … 7 = Sunday) check-in is possible on; empty means every day. */
  checkinWeekdays: readonly number[];
  /** ISO weekdays check-out is possible on; empty means every day. */
  checkoutWeekdays: readonly number[];
  /** At least 1 night applies even when this is lower. */
  minNights: number;
  /** Days ahead of today the start must be (0: today is fine). */
  leadTimeDays: number;
}

export const nightsOf = (range: DateRange): number => epochDay(range.toDate) - epochDay(range.fromDate);

const weekdayAllowed = (weekdays: readonly number[], day: number): boolean => weekdays.length === 0 || weekdays.includes(isoWeekday(day));

/**
 * Checks a requested range against 001 §5 and returns every problem found (empty
 * when bookable). A range ending before it starts returns only that error, since
 * nothing else can be judged. A start in the past is not also reported as lead time.
 */
export function validateBookingDates(range: DateRange, rules: BookingDateRules, now: Date): BookingDateError[] {
  const from = epochDay(range.fromDate);
  const to = epochDay(range.toDate);
  if (to < from) return ['end_before_start'];

  const errors: BookingDateError[] = [];
  const today = todayEpochDay(now);
  if (from < today) errors.push('in_the_past');
  else if (from - today < rules.leadTimeDays) errors.push('lead_time');

  const nights = to - from;
  if (nights < Math.max(1, rules.minNights)) errors.push('too_short');
  if (nights > MAX_BOOKING_NIGHTS) errors.push('too_long');

  if (rules.blockedRanges.some((blocked) => epochDay(blocked.fromDate) < to && epochDay(blocked.toDate) >= from)) {
    errors.push('dates_unavailable');
  }
  if (!weekdayAllowed(rules.checkinWeekdays, from)) errors.push('checkin_weekday_unavailable');
  if (!weekdayAllowed(rules.checkoutWeekdays, to)) errors.push('checkout_weekday_unavailable');
  return errors;
}

export type DateChangeError = 'dates_unchanged' | 'end_before_start' | 'too_short';

/**
 * 001 §5: a change must differ from the current dates and cannot shorten the booking
 * below the minimum nights. A change that keeps or adds nights is allowed even when
 * the booking is already under a since-raised minimum: it does not shorten anything.
 */
export function validateDateChange(current: DateRange, proposed: DateRange, minNights: number): DateChangeError[] {
  if (current.fromDate === proposed.fromDate && current.toDate === proposed.toDate) return ['dates_unchanged'];
  const nights = nightsOf(proposed);
  if (nights < 0) return ['end_before_start'];
  const shortensBelowMinimum = nights < minNights && nights < nightsOf(current);
  return nights < 1 || shortensBelowMinimum ? ['too_short'] : [];
}
