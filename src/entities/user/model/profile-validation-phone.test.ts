import { describe, expect, it } from 'vitest';
import { formatPhone, phoneProblem, toE164 } from './profile-validation-phone';

// 002 §5: "Phone: valid for the country; must be a mobile number (error "phone is not mobile").
// The phone helper accepts a number only if it parses as valid and maps to a listed country."
describe('mobile phone (002 §5)', () => {
  it('accepts a mobile number written nationally for the chosen country', () => {
    expect(phoneProblem('070 123 45 67', 'SE')).toBeUndefined();
    expect(phoneProblem('412 34 567', 'NO')).toBeUndefined();
    expect(phoneProblem('0151 23456789', 'DE')).toBeUndefined();
    expect(phoneProblem('079 123 45 67', 'CH')).toBeUndefined();
  });

  it('accepts a mobile number of another listed country written with its country code', () => {
    expect(phoneProblem('+47 412 34 567', 'SE')).toBeUndefined();
  });

  it('reports a number that is not valid for the country', () => {
    expect(phoneProblem('12345', 'SE')).toBe('invalid');
    expect(phoneProblem('071 234 56 78', 'SE')).toBe('invalid');
    expect(phoneProblem('', 'SE')).toBe('invalid');
    expect(phoneProblem('not a number', 'SE')).toBe('invalid');
  });

  it('reports "phone is not mobile" for a fixed line', () => {
    expect(phoneProblem('08 123 456 78', 'SE')).toBe('not-mobile');
    expect(phoneProblem('030 1234567', 'DE')).toBe('not-mobile');
  });

  it('refuses a valid number of a country that is not listed', () => {
    expect(phoneProblem('+1 202 555 0123', 'SE')).toBe('unlisted-country');
    expect(phoneProblem('+44 7911 123456', 'SE')).toBe('unlisted-country');
  });

  it('stores numbers in E.164 and shows them internationally', () => {
    expect(toE164('070-123 45 67', 'SE')).toBe('+46701234567');
    expect(toE164('', 'SE')).toBeUndefined();
    expect(formatPhone('+46701234567')).toBe('+46 70 123 45 67');
    expect(formatPhone(null)).toBe('');
  });
});
