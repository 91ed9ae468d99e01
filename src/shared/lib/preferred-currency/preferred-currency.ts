import { useSyncExternalStore } from 'react';
import { CURRENCIES, type Currency } from '@/shared/config';
import { cookieSnapshot, subscribeCookies } from '../cookies/cookie-snapshot';
import { readCookie, writeCookie } from '../cookies/cookies';

/** The visitor's display currency, kept in the `mc_preferred_currency` cookie (spec 002 §9). */
export const PREFERRED_CURRENCY_COOKIE = 'mc_preferred_currency';

// Every render of a price list asks: the cookies' kept copy answers, and another tab's choice is
// taken up when this page is shown again (`cookieSnapshot`).
export const readPreferredCurrency = (): Currency | undefined =>
  CURRENCIES.find((currency) => currency === readCookie(PREFERRED_CURRENCY_COOKIE, cookieSnapshot()));

export function choosePreferredCurrency(currency: Currency): void {
  writeCookie(PREFERRED_CURRENCY_COOKIE, currency, 365);
}

export const usePreferredCurrencyCookie = (): Currency | undefined =>
  useSyncExternalStore(subscribeCookies, readPreferredCurrency, () => undefined);
