export function readCookie(name: string, source: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
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
}
