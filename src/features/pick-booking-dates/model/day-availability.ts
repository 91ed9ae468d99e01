import type { BookingDatesUnavailable, BookingDatesVehicle } from './validate-booking-range';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day a stay may start: today plus the lead time, or the API's first available date if later. */
export function earliestStart(vehicle: BookingDatesVehicle, unavailable: BookingDatesUnavailable | undefined, now: Date): string {
  const byLeadTime = addDays(now.toISOString().slice(0, 10), Math.max(0, vehicle.leadTime ?? 0));
  const first = unavailable?.firstAvailableDate;
  return first && first > byLeadTime ? first : byLeadTime;
}

/**
 * Whether a calendar day can be neither the start nor the end of a stay, so the picker
 * disables it: before the earliest start, or a blocked night whose previous night is
 * blocked too (a stay may end on the first blocked date, the turnover day).
 */
export function isDayUnselectable(date: string, blocked: ReadonlySet<string>, earliest: string): boolean {
  if (date < earliest) return true;
  return blocked.has(date) && blocked.has(addDays(date, -1));
}
