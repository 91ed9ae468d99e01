// 001 §5, 000 §5: the Swiss insurer's set of countries, for both asset and renter.
export const ID_VERIFICATION_EXEMPT_RENTER_COUNTRIES: readonly string[] = ['CH', 'LI'];

interface Verifiable {
  isIdVerified: boolean;
}

export type IdVerificationSubject =
  | { role: 'owner'; user: Verifiable & { isConsideredSwiss: boolean } }
  | { role: 'renter'; user: Verifiable & { country: string | null }; vehicle: { isConsideredSwiss: boolean } };

/**
 * 001 §5: ID verification is required before check-in unless the user is verified;
 * an owner needs it unless considered Swiss; a renter needs it unless living in CH or
 * LI and renting a vehicle considered Swiss.
 */
export function needsIdVerification(subject: IdVerificationSubject): boolean {
  if (subject.user.isIdVerified) return false;
  if (subject.role === 'owner') return !subject.user.isConsideredSwiss;
  const exemptRenter = subject.user.country !== null && ID_VERIFICATION_EXEMPT_RENTER_COUNTRIES.includes(subject.user.country);
  return !(exemptRenter && subject.vehicle.isConsideredSwiss);
}

/**
 * Before a booking request (001 §5, "verification applies to CH and LI"): the flow stops for the
 * ID only where the Swiss rules apply — the vehicle is considered Swiss, or the renter lives in CH
 * or LI — and then as `needsIdVerification` says. Every other renter verifies before check-in, on
 * the booking.
 */
export function needsIdVerificationToBook(user: Verifiable & { country: string | null }, vehicle: { isConsideredSwiss: boolean }): boolean {
  const swissRules = vehicle.isConsideredSwiss || (user.country !== null && ID_VERIFICATION_EXEMPT_RENTER_COUNTRIES.includes(user.country));
  return swissRules && needsIdVerification({ role: 'renter', user, vehicle });
}

export type CreditReportOutcome = 'approved' | 'remarks' | 'rejected' | 'blocked' | 'failed';

/**
 * 001 §5, 002 §6: a renter whose credit check fails (rejected or blocked) or has remarks cannot send
 * booking requests. A technical failure (`failed`) is no verdict: the check can run again.
 */
export const creditReportBlocksBooking = (result: CreditReportOutcome | null | undefined): boolean => result === 'rejected' || result === 'blocked' || result === 'remarks';
