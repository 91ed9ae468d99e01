/** 001 §5: young driver insurance applies to drivers aged 28 or younger (001 §9 says "below 28"; §5 and the contract say 28 or younger, which wins). */
export const YOUNG_DRIVER_MAX_AGE = 28;

/** Whole years between a birth date and a day, both `yyyy-MM-dd`. */
export function ageOnDate(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The renter's age on the first day of the trip decides. */
export const isYoungDriver = (birthDate: string, fromDate: string): boolean => ageOnDate(birthDate, fromDate) <= YOUNG_DRIVER_MAX_AGE;

/** The vehicle's minimum renter age (001 §5), on the first day of the trip. */
export const meetsMinimumAge = (birthDate: string, fromDate: string, minimumAge: number | null): boolean =>
  minimumAge === null || ageOnDate(birthDate, fromDate) >= minimumAge;
