import { foldText, type Place } from './place-search';
import type { PlaceRow } from './places.data';

export interface AddressForLookup {
  city: string | null | undefined;
  /** The vehicle's country (ISO code): a town of the same name elsewhere is not it. */
  country: string | null | undefined;
}

/**
 * The map point of an address, from the offline place list (the API has no geocoding): the town
 * of that name in the vehicle's country, accents and case ignored, or null ("We could not find a
 * map location for the given address", 000 §8). The owner then moves the pin to the exact place.
 */
export function addressLocation(rows: readonly PlaceRow[], { city, country }: AddressForLookup): Place | null {
  const needle = foldText(city ?? '');
  if (needle === '' || !country) return null;
  const row = rows.find(([name, rowCountry]) => rowCountry === country && foldText(name) === needle);
  return row ? { name: row[0], country: row[1], lat: row[2], lng: row[3] } : null;
}
