import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { isProfileCountry } from './profile-validation-countries';

export type PhoneProblem = 'invalid' | 'unlisted-country' | 'not-mobile';

/**
 * A number written nationally ("070 123 45 67") is read in the user's country; one written
 * with its country code ("+47 412 34 567") stands for itself.
 */
function parse(value: string, country: string): PhoneNumber | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return parsePhoneNumberFromString(text, isProfileCountry(country) ? (country as CountryCode) : undefined);
}

/**
 * 002 §5: the phone must be valid for the country and a mobile number ("phone is not mobile");
 * a number is accepted only if it parses as valid and maps to a listed country. Where the
 * numbering plan cannot tell mobile from fixed lines, the number counts as mobile.
 */
export function phoneProblem(value: string, country: string): PhoneProblem | undefined {
  const phone = parse(value, country);
  if (!phone?.isValid()) return 'invalid';
  if (!isProfileCountry(phone.country)) return 'unlisted-country';
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return 'not-mobile';
  return undefined;
}

/** The number as the API stores it (E.164), or undefined when it does not parse. */
export function toE164(value: string, country: string): string | undefined {
  return parse(value, country)?.number;
}

/** A stored number for people to read ("+46 70 123 45 67"); unparsable text is shown as it is. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

/** What the phone module offers, for code that loads it on demand (`loadPhoneRules`). */
export interface PhoneRules {
  phoneProblem: typeof phoneProblem;
  toE164: typeof toE164;
  formatPhone: typeof formatPhone;
}
