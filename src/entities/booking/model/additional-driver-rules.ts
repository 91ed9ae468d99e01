import { LICENCE_MIN_YEARS } from '@/entities/cart/@x/booking';

/** 001 §4 and §9: the additional driver's review takes 2 working days. */
export const DRIVER_REVIEW_WORKING_DAYS = 2;

export type DriverRefusal = 'below_minimum_age' | 'licence_too_new';

/** What the review reads from the driving licence, on the trip's first day. */
export interface DriverOnLicence {
  age: number;
  /** Whole years since the licence was issued. */
  licenceYears: number;
}

/**
 * 001 §5: an additional driver has the vehicle's minimum age (18 at the youngest) and has held the
 * licence 3 years, as the renter must. The reviewers judge it from the licence photos; the app
 * says the rule before the photos are sent, and the sandbox's decision applies it.
 */
export function additionalDriverRefusals(driver: DriverOnLicence, minimumAge: number): DriverRefusal[] {
  const refusals: DriverRefusal[] = [];
  if (driver.age < minimumAge) refusals.push('below_minimum_age');
  if (driver.licenceYears < LICENCE_MIN_YEARS) refusals.push('licence_too_new');
  return refusals;
}
