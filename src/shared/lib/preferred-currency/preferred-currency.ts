import { useSyncExternalStore } from 'react';
import { CURRENCIES, type Currency } from '@/shared/config';
import { readCookie, writeCookie } from '../cookies/cookies';

/** The visitor's display currency, kept in the `mc_preferred_currency` cookie (spec 002 §9). */
export const PREFERRED_CURRENCY_COOKIE = 'mc_preferred_currency';
const listeners = new Set<() => void>();

// Read once and kept: every render of a price list asks, and each read of document.cookie is a
// synchronous call into the browser. Another tab may choose a currency meanwhile: the cookie is
// read again whenever this page becomes visible.
let cached: { currency: Currency | undefined } | undefined;

export function readPreferredCurrency(): Currency | undefined {
  cached ??= { currency: CURRENCIES.find((currency) => currency === readCookie(PREFERRED_CURRENCY_COOKIE)) };
  return cached.currency;
}

export function choosePreferredCurrency(currency: Currency): void {
  writeCookie(PREFERRED_CURRENCY_COOKIE, currency, 365);
  cached = { currency };
  listeners.forEach((notify) => notify());
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    cached = undefined;
    listeners.forEach((notify) => notify());
  });
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

export const usePreferredCurrencyCookie = (): Currency | undefined =>
  useSyncExternalStore(subscribe, readPreferredCurrency, () => undefined);
