import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, preferredLocale } from './default-locale';

describe('preferredLocale', () => {
  it('follows the locale cookie when it belongs to the site', () => {
    expect(preferredLocale('main', 'da-DK', 'Europe/Stockholm')).toBe('da-DK');
    expect(preferredLocale('swiss', 'fr-CH', undefined)).toBe('fr-CH');
  });

  it('takes the time-zone country without a cookie', () => {
    expect(preferredLocale('main', undefined, 'Europe/Stockholm')).toBe('sv-SE');
    expect(preferredLocale('main', undefined, 'Europe/Helsinki')).toBe('fi-FI');
    expect(preferredLocale('main', undefined, 'Europe/Mariehamn')).toBe('sv-FI');
    expect(preferredLocale('main', undefined, 'Europe/Vienna')).toBe('de-AT');
  });

  it('keeps the site default for unknown zones, other sites and bad cookies', () => {
    expect(preferredLocale('main', undefined, 'America/New_York')).toBe('en');
    expect(preferredLocale('main', undefined, 'Europe/Zurich')).toBe('en');
    expect(preferredLocale('main', 'xx', undefined)).toBe('en');
    expect(preferredLocale('main', 'fr-CH', undefined)).toBe('en');
    expect(preferredLocale('swiss', undefined, 'Europe/Oslo')).toBe('de-CH');
  });
});

describe('browserTimeZone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks Temporal when the browser has it (Intl would load its time-zone data first)', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Oslo' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe('Europe/Oslo');
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('falls back to Intl without Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('gives no time zone when neither can tell', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => { throw new RangeError('no zone'); } } });
    expect(browserTimeZone()).toBeUndefined();
  });
});
