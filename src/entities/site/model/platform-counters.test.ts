import { describe, expect, it } from 'vitest';
import { LOCALE_INFO } from '@/shared/i18n/locales';
import { formatReviewAverage, formatReviewCount, formatVehicleCount } from './platform-counters';

// The contract's examples: averageScore 4.8, reviewCountRounded 12000, a count of 1234 rounded to 1200.
describe('platform counters', () => {
  it('formats English as en-GB (000 §9)', () => {
    expect(LOCALE_INFO.en.intl).toBe('en-GB');
    expect(formatVehicleCount(1200, LOCALE_INFO.en.intl)).toBe('1,200');
    expect(formatReviewAverage(4.8, LOCALE_INFO.en.intl)).toBe('4.8');
    expect(formatReviewCount(12000, LOCALE_INFO.en.intl)).toBe('12,000');
  });

  it('formats German with its separators', () => {
    expect(formatVehicleCount(1200, LOCALE_INFO.de.intl)).toBe('1.200');
    expect(formatReviewAverage(4.8, LOCALE_INFO.de.intl)).toBe('4,8');
    expect(formatReviewCount(12000, LOCALE_INFO.de.intl)).toBe('12.000');
  });

  it('formats the Nordic locales with a space for thousands and a decimal comma', () => {
    for (const locale of ['sv-SE', 'nb-NO', 'fi-FI'] as const) {
      expect(formatReviewCount(12000, LOCALE_INFO[locale].intl).replace(/\s/g, ' ')).toBe('12 000');
      expect(formatReviewAverage(4.8, LOCALE_INFO[locale].intl)).toBe('4,8');
    }
    expect(formatReviewCount(12000, LOCALE_INFO['da-DK'].intl)).toBe('12.000');
  });

  it('formats Swiss German with an apostrophe for thousands', () => {
    // ICU versions differ between a straight and a typographic apostrophe.
    expect(formatReviewCount(12000, LOCALE_INFO['de-CH'].intl)).toMatch(/^12['’]000$/);
  });

  it('keeps one decimal for a whole average and rounds a longer one', () => {
    expect(formatReviewAverage(5, LOCALE_INFO.en.intl)).toBe('5.0');
    expect(formatReviewAverage(4.76, LOCALE_INFO.en.intl)).toBe('4.8');
  });
});
