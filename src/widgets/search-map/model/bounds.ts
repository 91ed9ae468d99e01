/** The visible box of the map, in degrees. */
export interface MapBounds {
  north: number;
  east: number;
  south: number;
  west: number;
}

// 4 decimals are about 10 m: enough for a search box, short enough for a readable URL.
const DECIMALS = 4;
const round = (value: number) => Number(value.toFixed(DECIMALS));

const isLatitude = (value: number) => Number.isFinite(value) && value >= -90 && value <= 90;
const isLongitude = (value: number) => Number.isFinite(value) && value >= -180 && value <= 180;

/** Clamps and rounds a box; the map can report longitudes past ±180 when it shows world copies. */
export function normalizeBounds(bounds: MapBounds): MapBounds {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return {
    north: round(clamp(bounds.north, 90)),
    east: round(clamp(bounds.east, 180)),
    south: round(clamp(bounds.south, 90)),
    west: round(clamp(bounds.west, 180)),
  };
}

/** The `mapBounds` filter of the API: `south,west,north,east` in degrees (AssetFilter.mapBounds). */
export function boundsToMapBoundsFilter(bounds: MapBounds): string {
  const { south, west, north, east } = normalizeBounds(bounds);
  return [south, west, north, east].join(',');
}

/** Reads a `mapBounds` filter value; anything that is not a box on the globe is `undefined`. */
export function mapBoundsFilterToBounds(value: string | null | undefined): MapBounds | undefined {
  if (!value) return undefined;
  const parts = value.split(',');
  if (parts.length !== 4 || parts.some((part) => part.trim() === '')) return undefined;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if (![south, north].every(isLatitude) || ![west, east].every(isLongitude)) return undefined;
  if (south >= north || west >= east) return undefined;
  return normalizeBounds({ north, east, south, west });
}

/** Same box within the rounding of the filter, so the map does not jump to what it just reported. */
export function sameBounds(a: MapBounds | undefined, b: MapBounds | undefined): boolean {
  if (!a || !b) return a === b;
  const x = normalizeBounds(a);
  const y = normalizeBounds(b);
  return x.north === y.north && x.east === y.east && x.south === y.south && x.west === y.west;
}

/** The box around some points, or `undefined` without any. */
export function boundsAround(points: readonly { lat: number; lng: number }[]): MapBounds | undefined {
  if (points.length === 0) return undefined;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return { north: Math.max(...lats), east: Math.max(...lngs), south: Math.min(...lats), west: Math.min(...lngs) };
}

/** Where the map opens without bounds or vehicles: the Nordics, Germany, Austria and Switzerland. */
export const MARKETPLACE_AREA: MapBounds = { north: 71.2, east: 31.6, south: 45.8, west: 5.8 };

/** How far the map may be panned: the area the offline base map covers (scripts/build-base-map.mjs). */
export const BASE_MAP_AREA: MapBounds = { north: 73, east: 45, south: 40, west: -14 };
