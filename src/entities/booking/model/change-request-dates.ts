import { epochDay } from '@/shared/lib/dates';
import { validateBookingDates, validateDateChange, type BookingDateError, type BookingDateRules, type DateChangeError } from './booking-dates';
import type { DateRange } from './types';

export type ChangeDatesError = DateChangeError | BookingDateError;

// Checks about a date the change keeps are moot: an active booking may extend its end although
// its start is past, and a kept start or end needs no new weekday check (as the API judges, 001 §5).
const START_CHECKS: readonly ChangeDatesError[] = ['in_the_past', 'lead_time', 'checkin_weekday_unavailable'];
const END_CHECKS: readonly ChangeDatesError[] = ['checkout_weekday_unavailable'];

/**
 * The vehicle's blocked nights without the booking's own: the calendar lists the booking itself
 * as unavailable, and a booking never overlaps itself. A blocked range wholly inside the current
 * nights is taken as the booking's own.
 */
function othersBlocked(current: DateRange, blocked: readonly DateRange[]): DateRange[] {
  const from = epochDay(current.fromDate);
  const lastNight = epochDay(current.toDate) - 1;
  return blocked.filter((range) => !(epochDay(range.fromDate) >= from && epochDay(range.toDate) <= lastNight));
}

/**
 * New dates for a booking (001 §5): they differ from the current ones, do not shorten the booking
 * below the minimum nights, hold no blocked night, stay within 90 nights and fall on the vehicle's
 * check-in and check-out weekdays. Empty when the change may be asked for.
 */
export function changeDatesErrors(current: DateRange, proposed: DateRange, rules: BookingDateRules, now: Date): ChangeDatesError[] {
  const change = validateDateChange(current, proposed, rules.minNights);
  if (change.includes('dates_unchanged') || change.includes('end_before_start')) return change;
  const moot: readonly ChangeDatesError[] = [
    // validateDateChange judges the minimum: a change that keeps or adds nights is fine under a raised one.
    'too_short',
    ...(proposed.fromDate === current.fromDate ? START_CHECKS : []),
    ...(proposed.toDate === current.toDate ? END_CHECKS : []),
  ];
  const range = validateBookingDates(proposed, { ...rules, blockedRanges: othersBlocked(current, rules.blockedRanges) }, now).filter((error) => !moot.includes(error));
  return [...change, ...range];
}

/** 001 §4: one pending change request at a time. */
export const pendingChangeRequest = <T extends { status: string }>(requests: readonly T[]): T | undefined => requests.find((request) => request.status === 'pending');
