import { readCookie } from '@/shared/lib/cookies';

/** The cookie that keeps a login across visits (spec 002 §4.1). */
export const AUTH_COOKIE = 'auth';

/**
 * Whether this browser keeps a login, known before the session's code has loaded: without one
 * the visitor is a guest from the first render (the session will restore to anonymous).
 */
export const hasSavedLogin = (cookies?: string): boolean => Boolean(readCookie(AUTH_COOKIE, cookies));
