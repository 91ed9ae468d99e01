import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

export type CatalogLocale = Locale | 'pseudo';

// One dynamic import per locale so each catalog is its own chunk, fetched only when used.
const catalogs: Record<CatalogLocale, () => Promise<{ messages: Messages }>> = {
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
};

const loaded = new Map<CatalogLocale, Promise<Messages>>();

export async function activateLocale(locale: CatalogLocale): Promise<void> {
  if (i18n.locale === locale) return;
  let pending = loaded.get(locale);
  if (!pending) {
    pending = catalogs[locale]().then((module) => module.messages);
    loaded.set(locale, pending);
  }
  const messages = await pending;
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
  }
}

export { i18n };
