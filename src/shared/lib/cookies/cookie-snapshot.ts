/**
 * The page's cookies as one string, read from the browser once and kept until they change. Every
 * read of `document.cookie` is a synchronous call from the page into the browser, and the readers
 * here run on every render (`useSyncExternalStore` asks its snapshot each time): a home page load
 * read it 44 times. The app writes its cookies through `writeCookie`, which drops the copy; the
 * server sets none. Another tab may write one meanwhile, so the copy is dropped too whenever this
 * page becomes visible again.
 */
let snapshot: string | undefined;
const listeners = new Set<() => void>();

export function cookieSnapshot(): string {
  if (typeof document === 'undefined') return '';
  snapshot ??= document.cookie;
  return snapshot;
}

/** Drops the kept copy and tells the subscribers, who read the cookies again. */
export function cookiesChanged(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function subscribeCookies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') cookiesChanged();
  });
}
