import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Locale } from '@/shared/i18n';
import { writeCookie } from '@/shared/lib/cookies';

/** The chosen language is remembered for a year (spec 002 §9: cookie `locale`, 365 days). */
export const rememberLocale = (locale: Locale): void => writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
