import { serializeFilterState, type FilterState } from '@/entities/vehicle-search';

/** The subtypes the home search box offers; motorhome first, as the default search page (000 §2). */
export const HOME_SUB_TYPES = ['motorhome', 'campervan', 'caravan'] as const;
export type HomeSubType = (typeof HOME_SUB_TYPES)[number];

/** Each subtype has its own search page, which sets the subType filter itself. */
export const SEARCH_ROUTES = {
  motorhome: 'search-motorhome',
  campervan: 'search-campervan',
  caravan: 'search-caravan',
} as const satisfies Record<HomeSubType, string>;

export interface HomeSearch {
  subType: HomeSubType;
  /** A place chosen from the offline list. */
  place?: { name: string; lat: number; lng: number } | undefined;
  dates?: FilterState['availableBetween'];
}

/**
 * Where the search box leads: the subtype's search page with the filters in the URL in the
 * search page's own format (location `lat,lng`, placeDescription, availableBetween `from,to[,mode]`).
 * Without a radius the default of 60 km applies.
 */
export function homeSearchTarget({ subType, place, dates }: HomeSearch): { route: (typeof SEARCH_ROUTES)[HomeSubType]; query: URLSearchParams } {
  const state: FilterState = {};
  if (place) {
    state.location = { lat: place.lat, lng: place.lng };
    state.placeDescription = place.name;
  }
  if (dates) state.availableBetween = dates;
  return { route: SEARCH_ROUTES[subType], query: serializeFilterState(state) };
}
