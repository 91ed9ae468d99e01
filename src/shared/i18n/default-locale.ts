import { DEFAULT_LOCALE, LOCALE_INFO, isLocale, type Locale, type SiteId } from './locales';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

const TIME_ZONE_LOCALE: Record<string, Locale> = {
  'Europe/Stockholm': 'sv-SE',
  'Europe/Oslo': 'nb-NO',
  'Arctic/Longyearbyen': 'nb-NO',
  'Europe/Helsinki': 'fi-FI',
  'Europe/Mariehamn': 'sv-FI',
  'Europe/Copenhagen': 'da-DK',
  'Europe/Berlin': 'de',
  'Europe/Busingen': 'de',
  'Europe/Vienna': 'de-AT',
  'Europe/Zurich': 'de-CH',
  'Europe/Vaduz': 'de-CH',
};

/**
 * The locale a first-time visitor of `site` gets (spec 002 §6): the saved cookie when it
 * names a locale of this site, else the locale of the user's time-zone country, else the
 * site default. Time zones of the other site's countries keep the site default: we do
 * not send a visitor to another domain unasked.
 */
export function preferredLocale(site: SiteId, cookie: string | undefined, timeZone: string | undefined): Locale {
  if (isLocale(cookie) && LOCALE_INFO[cookie].site === site) return cookie;
  const fromZone = timeZone ? TIME_ZONE_LOCALE[timeZone] : undefined;
  if (fromZone && LOCALE_INFO[fromZone].site === site) return fromZone;
  return DEFAULT_LOCALE[site];
}

/** Temporal where the browser has it: asking Intl loads the time-zone data first (≈100 ms on a slow phone). */
export const browserTimeZone = (): string | undefined => {
  try {
    const temporal = (globalThis as { Temporal?: { Now: { timeZoneId: () => string } } }).Temporal;
    return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};
