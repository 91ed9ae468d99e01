import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EARLIEST_BIRTH_YEAR,
  MINIMUM_AGE,
  ageOn,
  birthDateProblem,
  isFullHttpUrl,
  isValidName,
  isValidPostalCode,
  normalizeName,
  normalizePostalCode,
} from './profile-validation';

// 002 §5: "Name: letters including accented, spaces, hyphen, apostrophe, ampersand, period, plus."
describe('name characters (002 §5)', () => {
  it.each(['Sara', 'Åsa Lindqvist', 'Jean-Pierre', "O'Brien", 'O’Brien', 'Müller & Söhne', 'Dr. Ünal', 'Anna+Olle', 'Øystein', 'Zoë', 'Łukasz'])(
    'accepts "%s"',
    (name) => {
      expect(isValidName(name)).toBe(true);
    },
  );

  it('accepts accents written as combining marks', () => {
    expect(isValidName('Jose\u0301')).toBe(true);
  });

  it.each(['', '   ', 'Sara1', 'sara@mail', 'Sara_L', 'Sara!', 'Sara/Olle', '-', "'&.+"])('refuses "%s"', (name) => {
    expect(isValidName(name)).toBe(false);
  });

  const letter = fc.constantFrom(...'abcxyzABCXYZåäöüéèñøæßłçÅÄÖÜÉ');
  const allowed = fc.oneof(letter, fc.constantFrom(' ', '-', "'", '’', '&', '.', '+'));

  it('accepts any mix of the allowed characters that holds a letter', () => {
    const name = fc.tuple(fc.array(allowed, { maxLength: 20 }), letter, fc.array(allowed, { maxLength: 20 })).map(([a, l, b]) => [...a, l, ...b].join(''));
    fc.assert(fc.property(name, (n) => isValidName(n)));
  });

  it('refuses any name holding a character outside the list', () => {
    const outside = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[\p{L}\p{M} '’&.+-]/u.test(c) && c.trim() !== '');
    const name = fc.tuple(fc.array(allowed, { maxLength: 10 }), outside, fc.array(allowed, { maxLength: 10 })).map(([a, o, b]) => [...a, o, ...b].join(''));
    fc.assert(fc.property(name, (n) => !isValidName(n)));
  });

  it('hands the API the typed apostrophe and single spaces', () => {
    expect(normalizeName('  O’Brien   Smith ')).toBe("O'Brien Smith");
  });
});

// 002 §5: "Postal code: optional country prefix, then 2-3 digits and 2 digits."
describe('postal code (002 §5)', () => {
  it.each(['111 20', '11120', '0150', '8001', '10115', '1010', 'SE-111 20', 'SE11120', 'D-10115', 'FL-9490', 'se-111 20', ' 11120 '])('accepts "%s"', (code) => {
    expect(isValidPostalCode(code)).toBe(true);
  });

  it.each(['', '123', '1234567', '12-345', 'SWE-11120', '1A120', 'SW1A 1AA', '1234 AB', '111  20'])('refuses "%s"', (code) => {
    expect(isValidPostalCode(code)).toBe(false);
  });

  const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
  const prefix = fc.option(
    fc.tuple(fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: 1, maxLength: 2 }), fc.boolean()).map(([l, dash]) => `${l.join('')}${dash ? '-' : ''}`),
    { nil: '' },
  );

  it('accepts every optional prefix + 2–3 digits + optional space + 2 digits', () => {
    const code = fc.tuple(prefix, fc.oneof(digits(2), digits(3)), fc.constantFrom('', ' '), digits(2)).map(([p, head, space, tail]) => `${p}${head}${space}${tail}`);
    fc.assert(fc.property(code, (c) => isValidPostalCode(c)));
  });

  it('refuses codes of fewer than 4 or more than 5 digits', () => {
    const code = fc.tuple(prefix, fc.oneof(digits(1), digits(2), digits(3), digits(6), digits(7))).map(([p, d]) => `${p}${d}`).filter((c) => !/\d{4,5}$/.test(c));
    fc.assert(fc.property(code, (c) => !isValidPostalCode(c)));
  });

  it('refuses any letter after the prefix', () => {
    const code = fc.tuple(digits(3), fc.constantFrom(...'ABCxyz'), digits(1)).map(([a, l, b]) => `${a}${l}${b}`);
    fc.assert(fc.property(code, (c) => !isValidPostalCode(c)));
  });

  it('is normalised to upper case without surrounding spaces', () => {
    expect(normalizePostalCode(' se-111 20 ')).toBe('SE-111 20');
  });
});

// 002 §5: "Birthday: valid date, not in the future, year 1900 or later, at least 18 years old by default."
// 002 §9: "Minimum age 18 (default for birthday)."
describe('birth date (002 §5)', () => {
  const today = '2026-06-15';

  it('has the spec’s limits', () => {
    expect(MINIMUM_AGE).toBe(18);
    expect(EARLIEST_BIRTH_YEAR).toBe(1900);
  });

  it('accepts an adult born in 1900 or later', () => {
    expect(birthDateProblem('1990-04-12', today)).toBeUndefined();
    expect(birthDateProblem('1900-01-01', today)).toBeUndefined();
  });

  it.each(['', '12/04/1990', '1990-02-30', '1990-13-01', '1990-4-12', 'yesterday'])('refuses "%s" as not a valid date', (value) => {
    expect(birthDateProblem(value, today)).toBe('invalid');
  });

  it('refuses a date in the future', () => {
    expect(birthDateProblem('2026-06-16', today)).toBe('future');
  });

  it('refuses a year before 1900', () => {
    expect(birthDateProblem('1899-12-31', today)).toBe('before-1900');
  });

  it('needs 18 years on the day: the 18th birthday counts', () => {
    expect(birthDateProblem('2008-06-15', today)).toBeUndefined();
    expect(birthDateProblem('2008-06-16', today)).toBe('too-young');
    expect(birthDateProblem('2026-06-15', today)).toBe('too-young');
  });

  it('takes another minimum age when given one', () => {
    expect(birthDateProblem('2000-01-01', today, 30)).toBe('too-young');
  });

  it('counts whole years', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
  });
});

// 002 §5: "A full URL with http(s) is required where a URL is asked."
describe('URL fields (002 §5)', () => {
  it.each(['https://example.com', 'http://www.example.se/path?q=1', 'HTTPS://EXAMPLE.COM'])('accepts "%s"', (url) => {
    expect(isFullHttpUrl(url)).toBe(true);
  });

  it.each(['', 'www.example.com', 'example.com', 'ftp://example.com', 'https://', 'https://localhost', 'javascript:alert(1)', 'mailto:a@b.se'])('refuses "%s"', (url) => {
    expect(isFullHttpUrl(url)).toBe(false);
  });
});
