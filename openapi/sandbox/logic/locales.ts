import type { components } from '@openapi/generated/schema';

type Locale = components['schemas']['Locale'];

/**
 * The ISO locale of each site locale. CMS pages are looked up by ISO locale
 * (`filter[locale]=sv-SE`) while records carry the site locale of the contract's enum.
 */
export const ISO_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en',
  de: 'de',
  at: 'de-AT',
  ch: 'de-CH',
  fr: 'fr-CH',
  se: 'sv-SE',
  'fi-sv': 'sv-FI',
  no: 'nb-NO',
  fi: 'fi-FI',
  dk: 'da-DK',
};

/** The site locale of an ISO locale (case-insensitive), or undefined. */
export function siteLocaleOfIso(iso: string): Locale | undefined {
  const wanted = iso.toLowerCase();
  return (Object.entries(ISO_LOCALES) as [Locale, string][]).find(([, value]) => value.toLowerCase() === wanted)?.[0];
}
