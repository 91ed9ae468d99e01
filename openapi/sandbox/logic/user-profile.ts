import type { UserRow } from '../store/rows';

/** 000 §5: the Swiss insurer's set; users and vehicles there are "considered Swiss". */
export const SWISS_INSURER_COUNTRIES: readonly string[] = ['CH', 'LI'];
/** Markets of the Nordic platform insurer (000 §5 insurance gate countries). */
export const OMOCOM_MARKETS: readonly string[] = ['SE', 'NO', 'FI', 'DK', 'AT', 'DE'];

export const isConsideredSwiss = (country: string): boolean => SWISS_INSURER_COUNTRIES.includes(country);
export const isOmocomMarket = (country: string): boolean => OMOCOM_MARKETS.includes(country);

/**
 * 002 §5 lists the mandatory profile fields. `state` is left out: none of the sandbox
 * countries uses states in postal addresses, so requiring it would leave every
 * profile incomplete.
 */
export function isProfileComplete(user: UserRow): boolean {
  const fields = [user.firstName, user.lastName, user.street, user.houseNumber, user.zipCode, user.city, user.country, user.phone, user.birthDate, user.gender];
  const organisation = user.isOrganization ? [user.organizationName, user.organizationNumber] : [];
  return [...fields, ...organisation].every((value) => value !== null && value !== '');
}

/**
 * 002 §4.4: a renter's "about me" step is done when fully onboarded (a complete profile);
 * an owner's last step is verifying the ID, so an owner is fully onboarded with a
 * complete profile and a verified ID.
 */
export const isFullyOnboarded = (user: UserRow): boolean => isProfileComplete(user) && (user.role !== 'owner' || user.isIdVerified);

/** Whole years of age on a day. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
