import { currentConnection, savesData, type ConnectionFacts } from './data-saving';

/** The worker the build writes (vite-plugin-pwa, vite.config.ts): the app shell and every code chunk of this build. */
export const SERVICE_WORKER_URL = '/sw.js';

/** After the page has loaded and gone quiet: installing downloads the build's chunks, which must not compete with the page. */
const REGISTER_AFTER_LOAD_MS = 4_000;

/**
 * Registers the service worker in production builds, a while after the page has loaded. A new
 * build's worker takes over at once (skipWaiting, clientsClaim) and drops the old chunks; a page
 * still running the old build then fails to load one and reloads once (002 §8 chunk reload).
 * Installing it fetches every chunk of the build ahead of need: not on 2g or with the data saver
 * on (002 §6), where the app works online as it would without a worker.
 */
export function registerServiceWorker(environment: { production: boolean; connection?: ConnectionFacts | undefined } = { production: import.meta.env.PROD, connection: currentConnection() }): void {
  if (!environment.production || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (savesData(environment.connection)) return;
  const register = () =>
    setTimeout(() => {
      // No worker is no worse than before: the app works online without it.
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
    }, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
