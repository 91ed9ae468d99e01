import type { FilterState } from '@/entities/vehicle-search';

export type SearchRouteName = 'search-motorhome' | 'search-campervan' | 'search-caravan' | 'all' | 'brand' | 'search-country';
export type SearchSubType = 'motorhome' | 'campervan' | 'caravan' | 'other_camper';

/** The subtype pages (000 §2: motorhome is the default search page). */
export const SUB_TYPE_ROUTES = {
  motorhome: 'search-motorhome',
  campervan: 'search-campervan',
  caravan: 'search-caravan',
} as const satisfies Partial<Record<SearchSubType, SearchRouteName>>;

export const subTypeRouteOf = (subType: SearchSubType | undefined): SearchRouteName =>
  subType && subType in SUB_TYPE_ROUTES ? SUB_TYPE_ROUTES[subType as keyof typeof SUB_TYPE_ROUTES] : 'all';

/**
 * Country pages take a country word in the path (002 §2.2: austria, denmark, new-zealand, usa)
 * or its ISO code; local names of the platform's countries are read too.
 */
const COUNTRY_WORDS: Record<string, string> = {
  sweden: 'SE', sverige: 'SE', schweden: 'SE', ruotsi: 'SE',
  norway: 'NO', norge: 'NO', norwegen: 'NO', norja: 'NO',
  finland: 'FI', finnland: 'FI', suomi: 'FI',
  denmark: 'DK', danmark: 'DK', daenemark: 'DK', tanska: 'DK',
  germany: 'DE', deutschland: 'DE', tyskland: 'DE', saksa: 'DE',
  austria: 'AT', oesterreich: 'AT', osterreich: 'AT', osterrike: 'AT', ostrig: 'AT', itavalta: 'AT',
  switzerland: 'CH', schweiz: 'CH', sveits: 'CH', sveitsi: 'CH', suisse: 'CH',
  liechtenstein: 'LI',
  'new-zealand': 'NZ',
  usa: 'US',
};

export function countryOfParam(param: string | undefined): string | undefined {
  if (!param) return undefined;
  const word = param.toLowerCase();
  if (/^[a-z]{2}$/.test(word)) return word.toUpperCase();
  return COUNTRY_WORDS[word];
}

/** The filters a route stands for, on top of the URL's. */
export function routeFilters(route: SearchRouteName, extra: { brandId?: number; country?: string }): FilterState {
  switch (route) {
    case 'search-motorhome':
      return { subType: 'motorhome' };
    case 'search-campervan':
      return { subType: 'campervan' };
    case 'search-caravan':
      return { subType: 'caravan' };
    // The country pages live under the motorhome page's path (rent-motorhome/:country).
    case 'search-country':
      return { subType: 'motorhome', ...(extra.country && { country: extra.country }) };
    case 'brand':
      return extra.brandId === undefined ? {} : { brandId: extra.brandId };
    case 'all':
      return {};
  }
}

/** A brand page's word: the brand's slug, else its name in lower case with dashes. */
export const brandSlug = (brand: { name: string; slug?: string | null }): string =>
  brand.slug ??
  brand.name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
