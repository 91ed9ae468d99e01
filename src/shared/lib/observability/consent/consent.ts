import { useSyncExternalStore } from 'react';
import { cookieSnapshot, readCookie, subscribeCookies, writeCookie } from '@/shared/lib/cookies';

/**
 * The visitor's cookie consent (issue #25, for the content issue's fuller banner to extend):
 * analytics and web vitals send nothing until it is `accepted`. Kept a year in a cookie, like the
 * locale cookie (spec 002 §9), so the server and every tab read the same choice.
 */
export type ConsentChoice = 'accepted' | 'rejected';

export const CONSENT_COOKIE = 'cookie_consent';

/**
 * The attribute a server-rendered page's <html> gets before its first paint when the visitor has
 * not chosen yet (public/after-first-paint.js reads the cookie: the server does not). It shows the
 * server's banner at once; the browser's own render takes over at hydration.
 */
export const CONSENT_UNASKED_MARK = 'data-consent-unasked';
const CONSENT_DAYS = 365;

const listeners = new Set<() => void>();

export function consentChoice(source: string = cookieSnapshot()): ConsentChoice | undefined {
  const value = readCookie(CONSENT_COOKIE, source);
  return value === 'accepted' || value === 'rejected' ? value : undefined;
}

export const hasConsented = (): boolean => consentChoice() === 'accepted';

function changed(): void {
  for (const listener of listeners) listener();
}

export function setConsent(choice: ConsentChoice): void {
  writeCookie(CONSENT_COOKIE, choice, CONSENT_DAYS);
  changed();
}

/** Forgets the choice, so the banner asks again (the footer's "Cookie settings"). */
export function resetConsent(): void {
  writeCookie(CONSENT_COOKIE, '', 0);
  changed();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice as a page shows it: `unknown` where the cookie is not read (see `useConsent`). */
export type ConsentState = ConsentChoice | 'unasked' | 'unknown';

/**
 * The choice, `unknown` on the server and while a server-rendered page hydrates: the server does
 * not read the visitor's cookies, and asking by default there put the banner in every public
 * page's HTML, where a visitor who had chosen saw it flash until hydration took it away (and
 * Tab started from where it had been). The browser reads the cookie right after.
 */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeCookies, () => consentChoice() ?? 'unasked', () => 'unknown');
}
