/**
 * The social security number a renter shares for the credit check (001 §5, 002 §5), checked in
 * the format of their country before it is sent: the credit bureaus of the Nordic markets read
 * these four. Elsewhere no credit check is run (`unsupported`).
 */
export type SsnCountry = 'SE' | 'NO' | 'FI' | 'DK';
export type SsnProblem = 'required' | 'format' | 'checksum' | 'date' | 'unsupported';

export const SSN_COUNTRIES: readonly SsnCountry[] = ['SE', 'NO', 'FI', 'DK'];
export const isSsnCountry = (country: string | null | undefined): country is SsnCountry => SSN_COUNTRIES.includes(country as SsnCountry);

/** A valid number in each country's format, for the field's hint (digits need no translation). */
export const SSN_EXAMPLES: Readonly<Record<SsnCountry, string>> = {
  SE: '19811218-9876',
  NO: '01010750160',
  FI: '131052-308T',
  DK: '010190-1234',
};

const digits = (text: string) => [...text].map(Number);

/** Luhn over the ten digits of a Swedish personnummer (YYMMDDNNNC). */
function luhn(text: string): boolean {
  const sum = digits(text).reduce((total, digit, index) => {
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return sum % 10 === 0;
}

/** The two mod-11 check digits of a Norwegian fødselsnummer. */
function norwegianChecks(text: string): boolean {
  const d = digits(text);
  const check = (weights: number[]) => {
    const rest = 11 - (weights.reduce((total, weight, index) => total + weight * (d[index] ?? 0), 0) % 11);
    return rest === 11 ? 0 : rest;
  };
  const k1 = check([3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = check([5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return k1 !== 10 && k2 !== 10 && k1 === d[9] && k2 === d[10];
}

const FINNISH_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** A real day of the calendar (D-numbers of Norway add 40 to the day; Swedish co-ordination numbers 60). */
function isDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The number as the API takes it: without spaces, upper case. */
export const normalizeSsn = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** What is wrong with the number in the country's format, or null when it can be sent. */
export function ssnProblem(country: string | null | undefined, input: string): SsnProblem | null {
  const ssn = normalizeSsn(input);
  if (ssn === '') return 'required';
  if (!isSsnCountry(country)) return 'unsupported';
  switch (country) {
    case 'SE': {
      const match = /^(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?(\d{4})$/.exec(ssn);
      if (!match) return 'format';
      const [, century, yy, mm, dd, tail] = match as unknown as [string, string | undefined, string, string, string, string];
      const day = Number(dd) > 60 ? Number(dd) - 60 : Number(dd);
      if (!isDate(Number(century ?? '19') * 100 + Number(yy), Number(mm), day)) return 'date';
      return luhn(`${yy}${mm}${dd}${tail}`) ? null : 'checksum';
    }
    case 'NO': {
      if (!/^\d{11}$/.test(ssn)) return 'format';
      const day = Number(ssn.slice(0, 2)) > 40 ? Number(ssn.slice(0, 2)) - 40 : Number(ssn.slice(0, 2));
      if (!isDate(1900 + Number(ssn.slice(4, 6)), Number(ssn.slice(2, 4)), day)) return 'date';
      return norwegianChecks(ssn) ? null : 'checksum';
    }
    case 'FI': {
      const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(ssn);
      if (!match) return 'format';
      const [, dd, mm, yy, sign, serial, check] = match as unknown as [string, string, string, string, string, string, string];
      const century = sign === '+' ? 1800 : '-UVWXY'.includes(sign) ? 1900 : 2000;
      if (!isDate(century + Number(yy), Number(mm), Number(dd))) return 'date';
      return FINNISH_CHECK[Number(`${dd}${mm}${yy}${serial}`) % 31] === check ? null : 'checksum';
    }
    case 'DK': {
      // The CPR's modulus-11 check was given up in 2007: only the form and the date are checked.
      const match = /^(\d{2})(\d{2})(\d{2})-?(\d{4})$/.exec(ssn);
      if (!match) return 'format';
      const [, dd, mm, yy] = match as unknown as [string, string, string, string];
      return isDate(1900 + Number(yy), Number(mm), Number(dd)) || isDate(2000 + Number(yy), Number(mm), Number(dd)) ? null : 'date';
    }
  }
}
