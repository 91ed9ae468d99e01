import type { components } from '@/shared/api';
import type { CountryCode } from '@/shared/i18n';

type Asset = components['schemas']['Asset'];

/** 002 §9: the article's popular-campers block shows 3 vehicles. */
export const POPULAR_CAMPERS_COUNT = 3;

/** How many of the most popular vehicles are read to choose from: enough for 3 owners as a rule. */
export const POPULAR_CAMPERS_CANDIDATES = 12;

/** The search filter of the locale's region (002 §2.11): its country; the English site has no region. */
export const popularCampersFilter = (country: CountryCode): { country: string } | undefined => (country === 'GLOBAL' ? undefined : { country });

/**
 * 002 §2.11 "up to 3 vehicles sorted by owner": taken in order of popularity, one vehicle per
 * owner, so the block shows three owners rather than one owner's fleet.
 */
export function popularCampersOf<T extends Pick<Asset, 'ownerId'>>(vehicles: readonly T[]): T[] {
  const owners = new Set<number>();
  const chosen: T[] = [];
  for (const vehicle of vehicles) {
    if (chosen.length === POPULAR_CAMPERS_COUNT) break;
    if (owners.has(vehicle.ownerId)) continue;
    owners.add(vehicle.ownerId);
    chosen.push(vehicle);
  }
  return chosen;
}
