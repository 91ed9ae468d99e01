import { MAX_BOOKING_NIGHTS, validateBookingDates, type BookingDateError } from '@/entities/booking';
import { minNightsFor } from '@/entities/vehicle';

/** A chosen range; either end may still be open while the renter picks. */
export interface BookingDatesValue {
  fromDate: string | null;
  toDate: string | null;
}

/** What the vehicle says about when it can be booked (000 §3, 001 §5). */
export interface BookingDatesVehicle {
  leadTime?: number | null;
  minBookingLengthHigh?: number | null;
  minBookingLengthLow?: number | null;
  checkinWeekdays?: readonly number[] | null;
  checkoutWeekdays?: readonly number[] | null;
}

/** `GET /assets/{id}/unavailable-dates`: blocked nights and the days check-in or check-out is impossible. */
export interface BookingDatesUnavailable {
  unavailableDates: readonly string[];
  checkinUnavailableDates: readonly string[];
  checkoutUnavailableDates: readonly string[];
  firstAvailableDate?: string | null;
}

/** Codes a caller translates (`useBookingRangeErrorText`); `incomplete` until both ends are chosen. */
export type BookingRangeError = BookingDateError | 'incomplete';

export interface BookingRangeCheck {
  errors: BookingRangeError[];
  /** The numbers the messages quote. */
  minNights: number;
  maxNights: number;
  leadTimeDays: number;
}

/**
 * 001 §5 for a range picked on the vehicle page or in the booking flow: no blocked night
 * inside, check-in and check-out possible on those days (the owner's weekdays and the
 * API's per-date list), at least the season's minimum nights (by the start date), at most
 * 90 nights, and the lead time. Empty errors mean bookable.
 */
export function validateBookingRange(
  value: BookingDatesValue,
  vehicle: BookingDatesVehicle,
  unavailable: BookingDatesUnavailable | undefined,
  now: Date,
): BookingRangeCheck {
  const leadTimeDays = Math.max(0, vehicle.leadTime ?? 0);
  if (!value.fromDate || !value.toDate) return { errors: ['incomplete'], minNights: 1, maxNights: MAX_BOOKING_NIGHTS, leadTimeDays };
  const minNights = minNightsFor(vehicle, value.fromDate);
  const errors: BookingRangeError[] = validateBookingDates(
    { fromDate: value.fromDate, toDate: value.toDate },
    {
      blockedRanges: (unavailable?.unavailableDates ?? []).map((date) => ({ fromDate: date, toDate: date })),
      checkinWeekdays: vehicle.checkinWeekdays ?? [],
      checkoutWeekdays: vehicle.checkoutWeekdays ?? [],
      minNights,
      leadTimeDays,
    },
    now,
  );
  // The API's per-date lists say the same as the weekdays, and more (holidays, turnovers).
  if (unavailable?.checkinUnavailableDates.includes(value.fromDate) && !errors.includes('checkin_weekday_unavailable')) {
    errors.push('checkin_weekday_unavailable');
  }
  if (unavailable?.checkoutUnavailableDates.includes(value.toDate) && !errors.includes('checkout_weekday_unavailable')) {
    errors.push('checkout_weekday_unavailable');
  }
  // Lead-time days are also blocked nights in the API's list: one message is enough.
  const timing = errors.includes('in_the_past') || errors.includes('lead_time');
  return { errors: timing ? errors.filter((e) => e !== 'dates_unavailable') : errors, minNights, maxNights: MAX_BOOKING_NIGHTS, leadTimeDays };
}
