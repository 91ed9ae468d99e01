export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * 000 §6: renters see an approximate location. Two decimals keep a point to about
 * 1.1 km north–south (less east–west in the north), enough to show the town but not
 * the street. The API already sends an approximate point to renters; rounding again
 * here guarantees it whatever the API does.
 */
export const APPROXIMATE_DECIMALS = 2;

export function approximateLocation(point: GeoPoint): GeoPoint {
  const factor = 10 ** APPROXIMATE_DECIMALS;
  return { lat: Math.round(point.lat * factor) / factor, lng: Math.round(point.lng * factor) / factor };
}

/**
 * 000 §6: the owner sees the exact location (after a confirmed, paid booking the renter
 * does too, which the API decides by sending the address).
 */
export function seesExactLocation(viewerId: number | null | undefined, ownerId: number): boolean {
  return viewerId !== null && viewerId !== undefined && viewerId === ownerId;
}

/** The point to show: exact for the owner, rounded for everyone else. */
export function visibleLocation(point: GeoPoint, viewerId: number | null | undefined, ownerId: number): GeoPoint {
  return seesExactLocation(viewerId, ownerId) ? point : approximateLocation(point);
}
