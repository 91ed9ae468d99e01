export { CATALOG_AREAS, activateLocale, i18n, loadCatalogs, withCatalogs, type CatalogArea, type CatalogLocale } from './activate-locale';
export { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, browserTimeZone, preferredLocale } from './default-locale';
export { LocaleProvider, useLocale, useLocaleInfo, useSite } from './locale-context';
export { MessagesProvider, type MessagesProviderProps } from './messages-provider';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_GROUPS,
  LOCALE_INFO,
  isLocale,
  localeCode,
  localeFromPath,
  localesOfSite,
  type CountryCode,
  type Language,
  type Locale,
  type LocaleCode,
  type LocaleInfo,
  type SiteId,
} from './locales';
