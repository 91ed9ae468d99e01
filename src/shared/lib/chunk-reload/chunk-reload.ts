/** Spec 002 §8, §9: a failed chunk reloads the page at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** When the last chunk-failure reload happened (epoch ms), per tab. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

// Chromium, Firefox and Safari word a failed dynamic import differently; webpack-style
// bundles throw ChunkLoadError; Vite's preloader reports CSS it could not load.
const CHUNK_ERROR_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /unable to preload css/i,
];

/** Whether `error` says a lazy-loaded chunk of the app could not be fetched (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(error.message));
}

export interface ChunkReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
  /**
   * Whether a reload would bring the app back: not when the browser is offline and no service
   * worker serves the app shell (the reload would show the browser's own offline page).
   */
  canReload: () => boolean;
}

const browser = (): ChunkReloadEnvironment => ({
  storage: window.sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
  canReload: () => navigator.onLine !== false || Boolean(navigator.serviceWorker?.controller),
});

// Error boundaries render more than once (StrictMode, retries): once a reload is asked for,
// every later call in this document answers "reloading" instead of showing the error page.
let reloadRequested = false;

/**
 * On a chunk-load error, reloads the page unless it already did so in the last 60 seconds
 * (the timestamp lives in sessionStorage, so it survives the reload). Returns true when it
 * reloads: the caller renders nothing and waits. Returns false for any other error, inside
 * the 60 seconds, offline without the service worker's app shell, or without storage (no way
 * to stop a reload loop): show the error page.
 */
export function handleChunkLoadError(error: unknown, environment: Partial<ChunkReloadEnvironment> = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  if (reloadRequested) return true;
  try {
    const { storage, now, reload, canReload } = { ...browser(), ...environment };
    if (!canReload()) return false;
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const at = now();
    if (Number.isFinite(last) && last > 0 && at - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
    reloadRequested = true;
    reload();
    return true;
  } catch {
    return false;
  }
}

/**
 * Vite's module preloader fires `vite:preloadError` on `window` when a chunk's dependencies
 * fail to load; this sends it through the same once-per-60-seconds reload. Returns the
 * function that stops listening.
 */
export function reloadOnPreloadError(environment: Partial<ChunkReloadEnvironment> = {}): () => void {
  const listener = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    // preventDefault stops Vite from rethrowing the error into the failed import.
    if (handleChunkLoadError(payload, environment)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}

/** Test-only: forgets that this document asked for a reload. */
export function resetChunkReloadForTests(): void {
  reloadRequested = false;
}
