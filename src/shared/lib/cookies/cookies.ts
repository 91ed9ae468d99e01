import { cookiesChanged } from './cookie-snapshot';

/**
 * A cookie's value, or undefined when it is absent. A value that is not valid percent-encoding
 * (`locale=%`, left by another app on the domain or a hand-edited cookie) counts as absent:
 * `decodeURIComponent` throws on it, and a throw here failed the first page load.
 */
export function readCookie(name: string, source: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // A browser may send the name twice (other paths): a later one may still be readable.
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** `Lax` unless the cookie is only ever read by this site's own scripts (`Strict`). */
  sameSite?: 'Strict' | 'Lax';
}

/** Every cookie is `Secure` on https, so it never travels over plain http. */
export function writeCookie(name: string, value: string, maxAgeDays: number, { sameSite = 'Lax' }: CookieOptions = {}): void {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=${sameSite}${secure}`;
  cookiesChanged();
}
