/**
 * Letters (accented too, precomposed or with combining marks), spaces, hyphen, apostrophe
 * (typed or typographic), ampersand, period and plus (002 §5).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’&.+-]+$/u;
const LETTER = /\p{L}/u;

/** A name of the allowed characters holding at least one letter ("-" alone names nobody). */
export function isValidName(value: string): boolean {
  const name = value.trim();
  return NAME_CHARACTERS.test(name) && LETTER.test(name);
}

/** The API knows only the typed apostrophe; phones insert the typographic one by themselves. */
export const normalizeName = (value: string): string => value.trim().replace(/’/g, "'").replace(/\s+/g, ' ');

/** An optional country prefix ("SE-", "D-", "FL"), then 2–3 digits and 2 digits, a space between allowed (002 §5). */
const POSTAL_CODE = /^([A-Z]{1,2}-?)?\d{2,3} ?\d{2}$/;

/** Trimmed and upper-cased: "se-111 20" is the same code as "SE-111 20". */
export const normalizePostalCode = (value: string): string => value.trim().toUpperCase();

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE.test(normalizePostalCode(value));
}

/** 002 §5 and §9: at least 18 years old by default; no birth year before 1900. */
export const MINIMUM_AGE = 18;
export const EARLIEST_BIRTH_YEAR = 1900;

export type BirthDateProblem = 'invalid' | 'future' | 'before-1900' | 'too-young';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 31 April over into May: a date that does not come back unchanged does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** Whole years between a birth date and a day (both `yyyy-MM-dd`); a birthday counts on its day. */
export function ageOn(birthDate: string, today: string): number {
  const born = calendarDate(birthDate);
  const now = calendarDate(today);
  if (!born || !now) return Number.NaN;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

/**
 * 002 §5: a birthday is a valid date, not in the future, in 1900 or later, and the person is
 * at least 18 years old (by default). `today` is the user's calendar day, `yyyy-MM-dd`.
 */
export function birthDateProblem(value: string, today: string, minimumAge: number = MINIMUM_AGE): BirthDateProblem | undefined {
  const born = calendarDate(value);
  if (!born) return 'invalid';
  const date = value.trim();
  if (date > today) return 'future';
  if (born.year < EARLIEST_BIRTH_YEAR) return 'before-1900';
  if (ageOn(date, today) < minimumAge) return 'too-young';
  return undefined;
}

/** A calendar day as `yyyy-MM-dd` in the user's own time zone. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 002 §5: where a URL is asked, a full URL with http(s) and a host ("www.example.com" is not enough). */
export function isFullHttpUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.hostname.startsWith('.') && !url.hostname.endsWith('.');
  } catch {
    return false;
  }
}
