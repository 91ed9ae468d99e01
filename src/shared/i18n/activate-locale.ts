import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

export type CatalogLocale = Locale | 'pseudo';

/** The message catalogs by product area (see lingui.config.ts); `shell` is always loaded. */
export type CatalogArea = 'account' | 'vehicles' | 'bookings' | 'messages';
export const CATALOG_AREAS: readonly CatalogArea[] = ['account', 'vehicles', 'bookings', 'messages'];

type CatalogModule = () => Promise<{ messages: Messages }>;
type Catalogs = Record<CatalogLocale, CatalogModule>;

// One dynamic import per locale and area, so each is its own chunk fetched only when used.
// The paths are spelled out: the bundler needs literal imports to split them.
const shell: Catalogs = {
  en: () => import('../../../locales/en/shell.po'),
  de: () => import('../../../locales/de/shell.po'),
  'de-AT': () => import('../../../locales/de-AT/shell.po'),
  'de-CH': () => import('../../../locales/de-CH/shell.po'),
  'fr-CH': () => import('../../../locales/fr-CH/shell.po'),
  'sv-SE': () => import('../../../locales/sv-SE/shell.po'),
  'sv-FI': () => import('../../../locales/sv-FI/shell.po'),
  'nb-NO': () => import('../../../locales/nb-NO/shell.po'),
  'fi-FI': () => import('../../../locales/fi-FI/shell.po'),
  'da-DK': () => import('../../../locales/da-DK/shell.po'),
  pseudo: () => import('../../../locales/pseudo/shell.po'),
};

const areas: Record<CatalogArea, Catalogs> = {
  account: {
    en: () => import('../../../locales/en/account.po'),
    de: () => import('../../../locales/de/account.po'),
    'de-AT': () => import('../../../locales/de-AT/account.po'),
    'de-CH': () => import('../../../locales/de-CH/account.po'),
    'fr-CH': () => import('../../../locales/fr-CH/account.po'),
    'sv-SE': () => import('../../../locales/sv-SE/account.po'),
    'sv-FI': () => import('../../../locales/sv-FI/account.po'),
    'nb-NO': () => import('../../../locales/nb-NO/account.po'),
    'fi-FI': () => import('../../../locales/fi-FI/account.po'),
    'da-DK': () => import('../../../locales/da-DK/account.po'),
    pseudo: () => import('../../../locales/pseudo/account.po'),
  },
  vehicles: {
    en: () => import('../../../locales/en/vehicles.po'),
    de: () => import('../../../locales/de/vehicles.po'),
    'de-AT': () => import('../../../locales/de-AT/vehicles.po'),
    'de-CH': () => import('../../../locales/de-CH/vehicles.po'),
    'fr-CH': () => import('../../../locales/fr-CH/vehicles.po'),
    'sv-SE': () => import('../../../locales/sv-SE/vehicles.po'),
    'sv-FI': () => import('../../../locales/sv-FI/vehicles.po'),
    'nb-NO': () => import('../../../locales/nb-NO/vehicles.po'),
    'fi-FI': () => import('../../../locales/fi-FI/vehicles.po'),
    'da-DK': () => import('../../../locales/da-DK/vehicles.po'),
    pseudo: () => import('../../../locales/pseudo/vehicles.po'),
  },
  bookings: {
    en: () => import('../../../locales/en/bookings.po'),
    de: () => import('../../../locales/de/bookings.po'),
    'de-AT': () => import('../../../locales/de-AT/bookings.po'),
    'de-CH': () => import('../../../locales/de-CH/bookings.po'),
    'fr-CH': () => import('../../../locales/fr-CH/bookings.po'),
    'sv-SE': () => import('../../../locales/sv-SE/bookings.po'),
    'sv-FI': () => import('../../../locales/sv-FI/bookings.po'),
    'nb-NO': () => import('../../../locales/nb-NO/bookings.po'),
    'fi-FI': () => import('../../../locales/fi-FI/bookings.po'),
    'da-DK': () => import('../../../locales/da-DK/bookings.po'),
    pseudo: () => import('../../../locales/pseudo/bookings.po'),
  },
  messages: {
    en: () => import('../../../locales/en/messages.po'),
    de: () => import('../../../locales/de/messages.po'),
    'de-AT': () => import('../../../locales/de-AT/messages.po'),
    'de-CH': () => import('../../../locales/de-CH/messages.po'),
    'fr-CH': () => import('../../../locales/fr-CH/messages.po'),
    'sv-SE': () => import('../../../locales/sv-SE/messages.po'),
    'sv-FI': () => import('../../../locales/sv-FI/messages.po'),
    'nb-NO': () => import('../../../locales/nb-NO/messages.po'),
    'fi-FI': () => import('../../../locales/fi-FI/messages.po'),
    'da-DK': () => import('../../../locales/da-DK/messages.po'),
    pseudo: () => import('../../../locales/pseudo/messages.po'),
  },
};

const loads = new Map<string, Promise<void>>();

/** Loads one catalog into the locale (once); `load` merges and makes the provider re-render. */
function loadCatalog(locale: CatalogLocale, area: CatalogArea | 'shell'): Promise<void> {
  const key = `${locale}:${area}`;
  let pending = loads.get(key);
  if (!pending) {
    const load = area === 'shell' ? shell[locale] : areas[area][locale];
    pending = load().then((module) => i18n.load(locale, module.messages));
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
