export function readCookie(name: string, source: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
