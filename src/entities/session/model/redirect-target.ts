import { readCookie, writeCookie } from '@/shared/lib/cookies';

const REDIRECT_COOKIE = 'redirect';

/** Where to go after logging in: the page a guard turned the visitor away from (spec 002 §4.2). */
export function rememberRedirectTarget(path: string): void {
  // Only paths on this site: never an open redirect to another origin.
  if (!path.startsWith('/') || path.startsWith('//')) return;
  writeCookie(REDIRECT_COOKIE, path, 1);
}

export function peekRedirectTarget(): string | undefined {
  const value = readCookie(REDIRECT_COOKIE);
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

/** Reads the target and clears it: it is followed once. */
export function takeRedirectTarget(): string | undefined {
  const target = peekRedirectTarget();
  if (target) writeCookie(REDIRECT_COOKIE, '', 0);
  return target;
}
