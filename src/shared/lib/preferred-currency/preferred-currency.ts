import { useSyncExternalStore } from 'react';
import { CURRENCIES, type Currency } from '@/shared/config';
import { readCookie, writeCookie } from '../cookies/cookies';

/** The visitor's display currency, kept in the `mc_preferred_currency` cookie (spec 002 §9). */
export const PREFERRED_CURRENCY_COOKIE = 'mc_preferred_currency';
const listeners = new Set<() => void>();

export function readPreferredCurrency(): Currency | undefined {
  const value = readCookie(PREFERRED_CURRENCY_COOKIE);
  return CURRENCIES.find((currency) => currency === value);
}

export function choosePreferredCurrency(currency: Currency): void {
  writeCookie(PREFERRED_CURRENCY_COOKIE, currency, 365);
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

export const usePreferredCurrencyCookie = (): Currency | undefined =>
  useSyncExternalStore(subscribe, readPreferredCurrency, () => undefined);
