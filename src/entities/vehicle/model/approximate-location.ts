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

/**
 * The circle drawn around an approximate point: a rounded point is at most half a hundredth of
 * a degree off each way (≈0.56 km north–south, less east–west; ≈0.7 km diagonally in the
 * markets' south), so 1 km holds the real place without narrowing it to a street.
 */
export const APPROXIMATE_RADIUS_KM = 1;

export function approximateLocation(point: GeoPoint): GeoPoint {
  const factor = 10 ** APPROXIMATE_DECIMALS;
  return { lat: Math.round(point.lat * factor) / factor, lng: Math.round(point.lng * factor) / factor };
}

/** What the rule needs of a vehicle: its owner, and the address when the API shared it. */
export interface LocatedVehicle {
  ownerId: number;
  address?: string | null | undefined;
}

/**
 * 000 §6: the owner sees the exact location, and so does a renter once a booking of the vehicle
 * is confirmed and the first payment made. The API decides the latter: it sends the address
 * (and the exact point) only then, so an address in the answer means the exact place.
 */
export function seesExactLocation(viewerId: number | null | undefined, vehicle: LocatedVehicle): boolean {
  if (viewerId === null || viewerId === undefined) return false;
  return viewerId === vehicle.ownerId || Boolean(vehicle.address);
}

/** The point to show: exact for whom the rule allows, rounded for everyone else. */
export function visibleLocation(point: GeoPoint, viewerId: number | null | undefined, vehicle: LocatedVehicle): GeoPoint {
  return seesExactLocation(viewerId, vehicle) ? point : approximateLocation(point);
}
