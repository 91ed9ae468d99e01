import type { components } from '@/shared/api';
import { addDays, epochDay, isoWeekday } from '@/shared/lib/dates';
import type { RentedPeriod, UnavailablePeriod } from './unavailable-period';

type EcommerceStatus = components['schemas']['EcommerceStatus'];

/** What a day of the owner's calendar holds (#24): a booking in one of its stages, or the owner's block. */
export type CalendarDayKind = 'request' | 'confirmed' | 'rented' | 'unavailable';

/** In the legend's order. */
export const CALENDAR_DAY_KINDS = ['request', 'confirmed', 'rented', 'unavailable'] as const satisfies readonly CalendarDayKind[];

/** The vehicle's settings that make a free day less than free (000 §4: lead time, check-in/check-out weekdays). */
export interface VehicleCalendarRules {
  /** Days ahead of today a booking must start (0: today is fine). */
  leadTimeDays: number;
  /** ISO weekdays (1 = Monday) check-in is possible on; empty means every day. */
  checkinWeekdays: readonly number[];
  checkoutWeekdays: readonly number[];
}

export interface CalendarSources {
  rented: readonly RentedPeriod[];
  unavailable: readonly UnavailablePeriod[];
  /** The owner's answer deadline of each pending request, by booking id. */
  deadlines: ReadonlyMap<number, string>;
}

export interface CalendarDay {
  date: string;
  kind: CalendarDayKind | null;
  bookingId: number | null;
  periodId: number | null;
  /** A pending request's answer deadline (an instant). */
  responseDueAt: string | null;
  past: boolean;
  /** Before today plus the lead time: no booking can start on it. */
  leadTime: boolean;
  noCheckin: boolean;
  noCheckout: boolean;
}

const BOOKING_KIND: Partial<Record<EcommerceStatus, CalendarDayKind>> = {
  pending_confirmation: 'request',
  confirmed: 'confirmed',
  active: 'rented',
  ended: 'rented',
  completed: 'rented',
};

export const bookingKindOf = (status: EcommerceStatus): CalendarDayKind | null => BOOKING_KIND[status] ?? null;

const weekdayClosed = (weekdays: readonly number[], date: string): boolean => weekdays.length > 0 && !weekdays.includes(isoWeekday(epochDay(date)));

/**
 * Each day from `from` to `to` (both included), as the calendar shows it. A booking holds its
 * nights, from its first day to the day before its last (the check-out day is free to book and to
 * block, as the API's turnover rule has it); an unavailable period holds its days, both ends
 * included. A booking wins over a block on the same day: the block cannot cover it anyway.
 */
export function calendarDays(from: string, to: string, sources: CalendarSources, rules: VehicleCalendarRules, today: string): CalendarDay[] {
  const count = epochDay(to) - epochDay(from) + 1;
  const leadEnd = addDays(today, Math.max(0, rules.leadTimeDays));
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const date = addDays(from, index);
    const booking = sources.rented.find((period) => period.fromDate <= date && date < period.toDate && bookingKindOf(period.ecommerceStatus) !== null);
    const period = booking ? undefined : sources.unavailable.find((blocked) => blocked.fromDate <= date && date <= blocked.toDate);
    return {
      date,
      kind: booking ? bookingKindOf(booking.ecommerceStatus) : period ? 'unavailable' : null,
      bookingId: booking?.bookingId ?? null,
      periodId: period?.id ?? null,
      responseDueAt: booking ? (sources.deadlines.get(booking.bookingId) ?? null) : null,
      past: date < today,
      leadTime: date >= today && date < leadEnd,
      noCheckin: weekdayClosed(rules.checkinWeekdays, date),
      noCheckout: weekdayClosed(rules.checkoutWeekdays, date),
    };
  });
}

/** The days of a selected range, both ends included. */
export interface DayRange {
  fromDate: string;
  toDate: string;
}

export interface RangeSummary {
  /** The bookings whose nights lie in the range, once each, in date order. */
  bookingIds: number[];
  /** Days of an unavailable period in the range. */
  blockedDays: number;
  /** Free days in the range (not booked, not blocked). */
  freeDays: number;
}

export function summariseRange(days: readonly CalendarDay[], range: DayRange): RangeSummary {
  const inRange = days.filter((day) => day.date >= range.fromDate && day.date <= range.toDate);
  return {
    bookingIds: [...new Set(inRange.flatMap((day) => (day.bookingId === null ? [] : [day.bookingId])))],
    blockedDays: inRange.filter((day) => day.kind === 'unavailable').length,
    freeDays: inRange.filter((day) => day.kind === null).length,
  };
}
