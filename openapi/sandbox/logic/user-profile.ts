import { hasCompleteProfile } from '@/entities/user';
import type { UserRow } from '../store/rows';

/** 000 §5: the Swiss insurer's set; users and vehicles there are "considered Swiss". */
export const SWISS_INSURER_COUNTRIES: readonly string[] = ['CH', 'LI'];
/** Markets of the Nordic platform insurer (000 §5 insurance gate countries). */
export const OMOCOM_MARKETS: readonly string[] = ['SE', 'NO', 'FI', 'DK', 'AT', 'DE'];

export const isConsideredSwiss = (country: string): boolean => SWISS_INSURER_COUNTRIES.includes(country);
export const isOmocomMarket = (country: string): boolean => OMOCOM_MARKETS.includes(country);

/** 002 §5's mandatory profile fields: the entity's rule, the one the app shows the owner. */
export const isProfileComplete = (user: UserRow): boolean => hasCompleteProfile(user);

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
