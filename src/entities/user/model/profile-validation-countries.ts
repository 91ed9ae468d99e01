import { MARKET_COUNTRIES } from '@/shared/config';

/**
 * The countries a profile may name (002 §3 keeps a list of 24; the spec does not name them).
 * The product's markets (000 §1: SE, NO, FI, DK, AT, DE, CH, LI) and the European countries its
 * renters most often come from whose postal codes fit the rule of 002 §5 (2–3 digits and 2
 * digits): countries with letters in their codes (GB, NL, IE…) cannot pass that rule.
 */
export const PROFILE_COUNTRIES = [
  ...MARKET_COUNTRIES,
  'BE',
  'LU',
  'FR',
  'IT',
  'ES',
  'EE',
  'LV',
  'LT',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'GR',
  'BG',
  'CY',
] as const;

export type ProfileCountry = (typeof PROFILE_COUNTRIES)[number];

export const isProfileCountry = (code: string | undefined | null): code is ProfileCountry =>
  typeof code === 'string' && (PROFILE_COUNTRIES as readonly string[]).includes(code);
