/**
 * The ten locales of the product. `prefix` is the first path segment on the
 * locale's site ('' for the site root); `language` picks the localised route
 * segments; `site` says which host serves it (the Swiss site is its own domain).
 */
export const LOCALES = [
  'en',
  'de',
  'de-AT',
  'de-CH',
  'fr-CH',
  'sv-SE',
  'sv-FI',
  'nb-NO',
  'fi-FI',
  'da-DK',
] as const;

export type Locale = (typeof LOCALES)[number];
export type SiteId = 'main' | 'swiss';
export type Language = 'en' | 'de' | 'fr' | 'sv' | 'nb' | 'fi' | 'da';
export type CountryCode = 'SE' | 'NO' | 'FI' | 'DK' | 'CH' | 'AT' | 'DE' | 'GLOBAL';

export interface LocaleInfo {
  code: Locale;
  site: SiteId;
  prefix: string;
  language: Language;
  country: CountryCode;
  /** BCP 47 tag handed to Intl. */
  intl: string;
  /** The locale's own name, shown in the language switcher. */
  name: string;
  shortName: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { code: 'en', site: 'main', prefix: '', language: 'en', country: 'GLOBAL', intl: 'en-GB', name: 'English', shortName: 'EN' },
  de: { code: 'de', site: 'main', prefix: 'de', language: 'de', country: 'DE', intl: 'de-DE', name: 'Deutsch (Deutschland)', shortName: 'DE' },
  'de-AT': { code: 'de-AT', site: 'main', prefix: 'at', language: 'de', country: 'AT', intl: 'de-AT', name: 'Deutsch (Österreich)', shortName: 'AT' },
  'de-CH': { code: 'de-CH', site: 'swiss', prefix: '', language: 'de', country: 'CH', intl: 'de-CH', name: 'Deutsch (Schweiz)', shortName: 'CH' },
  'fr-CH': { code: 'fr-CH', site: 'swiss', prefix: 'fr', language: 'fr', country: 'CH', intl: 'fr-CH', name: 'Français (Suisse)', shortName: 'FR' },
  'sv-SE': { code: 'sv-SE', site: 'main', prefix: 'se', language: 'sv', country: 'SE', intl: 'sv-SE', name: 'Svenska (Sverige)', shortName: 'SE' },
  'sv-FI': { code: 'sv-FI', site: 'main', prefix: 'fi-sv', language: 'sv', country: 'FI', intl: 'sv-FI', name: 'Svenska (Finland)', shortName: 'FI-SV' },
  'nb-NO': { code: 'nb-NO', site: 'main', prefix: 'no', language: 'nb', country: 'NO', intl: 'nb-NO', name: 'Norsk', shortName: 'NO' },
  'fi-FI': { code: 'fi-FI', site: 'main', prefix: 'fi', language: 'fi', country: 'FI', intl: 'fi-FI', name: 'Suomi', shortName: 'FI' },
  'da-DK': { code: 'da-DK', site: 'main', prefix: 'dk', language: 'da', country: 'DK', intl: 'da-DK', name: 'Dansk', shortName: 'DK' },
};

/** How the API and the content service name a locale (002 §2.1, §7): its site prefix, or its language where the prefix is empty. */
export type LocaleCode = 'en' | 'de' | 'at' | 'ch' | 'fr' | 'se' | 'fi-sv' | 'no' | 'fi' | 'dk';

const LOCALE_CODES: Readonly<Record<Locale, LocaleCode>> = {
  en: 'en',
  de: 'de',
  'de-AT': 'at',
  'de-CH': 'ch',
  'fr-CH': 'fr',
  'sv-SE': 'se',
  'sv-FI': 'fi-sv',
  'nb-NO': 'no',
  'fi-FI': 'fi',
  'da-DK': 'dk',
};

export const localeCode = (locale: Locale): LocaleCode => LOCALE_CODES[locale];

export const DEFAULT_LOCALE: Record<SiteId, Locale> = { main: 'en', swiss: 'de-CH' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const localesOfSite = (site: SiteId): Locale[] => LOCALES.filter((l) => LOCALE_INFO[l].site === site);

/** The locale whose prefix is the first segment of `pathname` on `site`. */
export function localeFromPath(pathname: string, site: SiteId): { locale: Locale; rest: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const match = localesOfSite(site).find((l) => LOCALE_INFO[l].prefix !== '' && LOCALE_INFO[l].prefix === first);
  if (match) return { locale: match, rest: '/' + rest.join('/') };
  return { locale: DEFAULT_LOCALE[site], rest: pathname };
}

/** Locales grouped by country, in the order the language switcher shows them. */
export const LOCALE_GROUPS: { country: CountryCode; locales: Locale[] }[] = [
  { country: 'SE', locales: ['sv-SE'] },
  { country: 'NO', locales: ['nb-NO'] },
  { country: 'FI', locales: ['fi-FI', 'sv-FI'] },
  { country: 'DK', locales: ['da-DK'] },
  { country: 'DE', locales: ['de'] },
  { country: 'AT', locales: ['de-AT'] },
  { country: 'CH', locales: ['de-CH', 'fr-CH'] },
  { country: 'GLOBAL', locales: ['en'] },
];
