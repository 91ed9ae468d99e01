import type { BookingDateRules } from '@/entities/booking';
import { minNightsFor, type VehicleDetail, type VehicleUnavailableDates } from '@/entities/vehicle';

/** Nothing to judge: the owner, or a booking whose dates no longer change. */
export const NO_DATE_RULES: BookingDateRules = { blockedRanges: [], checkinWeekdays: [], checkoutWeekdays: [], minNights: 1, leadTimeDays: 0 };

/**
 * The vehicle's booking rules (001 §5) for new dates: the minimum of the current start's season
 * (the API judges the new start's again when it prices them).
 */
export function changeDateRulesOf(vehicle: VehicleDetail, unavailable: VehicleUnavailableDates, fromDate: string): BookingDateRules {
  return {
    blockedRanges: unavailable.unavailableDates.map((date) => ({ fromDate: date, toDate: date })),
    checkinWeekdays: vehicle.checkinWeekdays ?? [],
    checkoutWeekdays: vehicle.checkoutWeekdays ?? [],
    minNights: minNightsFor(vehicle, fromDate),
    leadTimeDays: Math.max(0, vehicle.leadTime ?? 0),
  };
}
