import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

export type CatalogLocale = Locale | 'pseudo';

/** The message catalogs by product area (see lingui.config.ts); `shell` is always loaded. */
export const CATALOG_AREAS = ['account', 'vehicles', 'bookings', 'owner', 'economy', 'verification', 'messages', 'modals', 'handover', 'editor', 'my-vehicles', 'auth', 'content'] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

export type CatalogModule = { messages: Messages };

// Development, tests, Storybook and the server's bundle find a catalog through the map of every
// locale's and area's file (`catalog-files.ts`). The browser's production build imports it by the
// name vite.config.ts gives its chunk instead: that map in every page's start-up JS was 1.5 KB gzip,
// and grew with every area. The map stays as a lazy chunk of its own, which is what makes the
// build emit the catalogs, and is asked only if a named chunk cannot be loaded.
const loadByMap = (locale: CatalogLocale, area: CatalogArea | 'shell') => import('./catalog-files').then(({ catalogFile }) => catalogFile(locale, area));

function importCatalog(locale: CatalogLocale, area: CatalogArea | 'shell'): Promise<CatalogModule> {
  // A preload asked before any locale is active names none: no request for a file that cannot exist.
  if (!locale) return Promise.reject(new Error(`No locale is active to load the ${area} catalog of`));
  if (import.meta.env.DEV || import.meta.env.SSR || locale === 'pseudo') return loadByMap(locale, area);
  return (import(/* @vite-ignore */ `./catalog-${locale}-${area}-${__CATALOGS_VERSION__}.js`) as Promise<CatalogModule>).catch(() => loadByMap(locale, area));
}

const loads = new Map<string, Promise<void>>();

/** Loads one catalog into the locale (once); `load` merges and makes the provider re-render. */
function loadCatalog(locale: CatalogLocale, area: CatalogArea | 'shell'): Promise<void> {
  const key = `${locale}:${area}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = importCatalog(locale, area).then((module) => i18n.load(locale, module.messages));
    // A failed fetch (a new deploy, a network blip) may be tried again by the next caller.
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/** Resolves once the locale has the messages of these areas (a page waits for them before it renders). */
export async function loadCatalogs(locale: CatalogLocale, wanted: readonly CatalogArea[] = CATALOG_AREAS): Promise<void> {
  await Promise.all([loadCatalog(locale, 'shell'), ...wanted.map((area) => loadCatalog(locale, area))]);
}

let listening = false;

/**
 * A page that renders a message from an area it did not ask for would show the message's id:
 * the first missing message loads every area of the locale, and the text appears when it lands.
 */
function healMissingMessages(): void {
  if (listening) return;
  listening = true;
  i18n.on('missing', ({ locale }) => {
    void loadCatalogs(locale as CatalogLocale).catch(() => undefined);
  });
}

/** Activates a locale as soon as its shell catalog is there (the home page needs no more). */
export async function activateLocale(locale: CatalogLocale): Promise<void> {
  healMissingMessages();
  if (i18n.locale !== locale) {
    await loadCatalog(locale, 'shell');
    i18n.activate(locale);
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
  }
}

export { i18n };

/** A lazy import that also waits for the catalogs of the areas its component speaks from. */
export function withCatalogs<T>(wanted: readonly CatalogArea[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogs(i18n.locale as CatalogLocale, wanted)]).then(([module]) => module);
}
