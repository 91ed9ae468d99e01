import { validateBookingDates, type BookingDateError, type DateRange } from '@/entities/booking';
import { seasonOf } from '@/entities/vehicle';
import { addDays, dateOfEpochDay, epochDay, lastNightOf, todayOf } from './calendar';

/** The vehicle's booking rules (000 §3); weekdays ISO (1 = Monday), empty = every day. */
export interface AvailabilityRules {
  leadTime: number;
  minBookingLengthHigh: number;
  minBookingLengthLow: number;
  checkinWeekdays: readonly number[];
  checkoutWeekdays: readonly number[];
}

export interface AssetPeriods {
  /** Owner-blocked periods; every date from fromDate to toDate inclusive is unavailable. */
  unavailable: readonly DateRange[];
  /** Periods of open bookings: their nights are taken, their end date is free for the next check-in. */
  rented: readonly (DateRange & { bookingId: number })[];
}

/** As GET /assets/{id}/unavailable-dates: ignore one booking (when changing it) or the lead time. */
export interface AvailabilityOptions {
  exceptBookingId?: number;
  ignoreLeadTime?: boolean;
}

/** The blocked nights of the periods, both ends inclusive, as the booking-date rule reads them. */
export function blockedNights(periods: AssetPeriods, options: AvailabilityOptions = {}): DateRange[] {
  const rented = periods.rented
    .filter((p) => p.bookingId !== options.exceptBookingId && p.toDate > p.fromDate)
    .map((p) => ({ fromDate: p.fromDate, toDate: lastNightOf(p.toDate) }));
  return [...periods.unavailable.map(({ fromDate, toDate }) => ({ fromDate, toDate })), ...rented];
}

/** 000 §3: minimum nights of the season the stay starts in. */
export const minimumNights = (asset: AvailabilityRules, fromDate: string): number =>
  seasonOf(fromDate) === 'high' ? asset.minBookingLengthHigh : asset.minBookingLengthLow;

/** Whether a stay can be booked: every problem of 001 §5 (empty when bookable). */
export function checkAvailability(
  asset: AvailabilityRules,
  periods: AssetPeriods,
  range: DateRange,
  now: Date,
  options: AvailabilityOptions = {},
): BookingDateError[] {
  return validateBookingDates(
    range,
    {
      blockedRanges: blockedNights(periods, options),
      checkinWeekdays: asset.checkinWeekdays,
      checkoutWeekdays: asset.checkoutWeekdays,
      minNights: minimumNights(asset, range.fromDate),
      leadTimeDays: options.ignoreLeadTime ? 0 : asset.leadTime,
    },
    now,
  );
}

/**
 * The dates from `from` to `to` (inclusive) a stay cannot include as a night, for the
 * calendar: blocked nights, past dates, and dates inside the lead time unless ignored.
 * Weekday rules are not listed: they limit check-in and check-out, not nights.
 */
export function unavailableDates(
  asset: AvailabilityRules,
  periods: AssetPeriods,
  from: string,
  to: string,
  now: Date,
  options: AvailabilityOptions = {},
): string[] {
  const firstBookable = addDays(todayOf(now), options.ignoreLeadTime ? 0 : asset.leadTime);
  const blocked = blockedNights(periods, options).map((r) => [epochDay(r.fromDate), epochDay(r.toDate)] as const);
  const dates: string[] = [];
  for (let day = epochDay(from); day <= epochDay(to); day++) {
    const date = dateOfEpochDay(day);
    if (date < firstBookable || blocked.some(([start, end]) => day >= start && day <= end)) dates.push(date);
  }
  return dates;
}
