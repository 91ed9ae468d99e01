import { PROFILE_COUNTRIES, type ProfileCountry } from '@/entities/user';

/**
 * 002 §5: "Registration supported only for users from supported residence countries". The
 * spec does not list them; they are the product's markets (000 §1), as the API checks them.
 * The country list offers all 24 countries of 002 §3, so someone from elsewhere is told why
 * rather than left looking for their country.
 */
export const SUPPORTED_RESIDENCE_COUNTRIES: readonly ProfileCountry[] = ['SE', 'NO', 'FI', 'DK', 'DE', 'AT', 'CH', 'LI'];

export const RESIDENCE_COUNTRY_CHOICES: readonly ProfileCountry[] = PROFILE_COUNTRIES;

export const isSupportedResidence = (country: string): boolean => (SUPPORTED_RESIDENCE_COUNTRIES as readonly string[]).includes(country);
