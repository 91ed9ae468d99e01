import type { PlaceRow } from './places.data';

export interface Place {
  name: string;
  country: string;
  lat: number;
  lng: number;
}

/** Lower case without accents, so "malmo" finds Malmö and "zurich" Zürich. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .trim();

/**
 * The places whose name matches the typed text: names starting with it first, then
 * names with a word starting with it, then any containing it; alphabetical within each.
 */
export function searchPlaces(rows: readonly PlaceRow[], query: string, limit = 8): Place[] {
  const needle = foldText(query);
  if (needle === '') return [];
  const ranked: { place: Place; rank: number }[] = [];
  for (const [name, country, lat, lng] of rows) {
    const hay = foldText(name);
    const rank = hay.startsWith(needle) ? 0 : hay.split(/[\s\-/()]+/).some((word) => word.startsWith(needle)) ? 1 : hay.includes(needle) ? 2 : -1;
    if (rank >= 0) ranked.push({ place: { name, country, lat, lng }, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name));
  return ranked.slice(0, limit).map((entry) => entry.place);
}

/** The place list, in a chunk of its own that loads on first use of the location field. */
export const loadPlaces = (): Promise<readonly PlaceRow[]> => import('./places.data').then((m) => m.PLACES);
