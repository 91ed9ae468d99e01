import type { GeoPoint } from '@/entities/vehicle';

const EARTH_RADIUS_KM = 6371;

/**
 * A closed ring of [lng, lat] points `radiusKm` around `centre`, for a GeoJSON polygon. Good
 * for the few kilometres the vehicle page draws, at any latitude of the markets.
 */
export function circleAround(centre: GeoPoint, radiusKm: number, steps = 48): [number, number][] {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const lat = (centre.lat * Math.PI) / 180;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const bearing = ((i % steps) / steps) * 2 * Math.PI;
    const dLat = angular * Math.cos(bearing);
    const dLng = (angular * Math.sin(bearing)) / Math.cos(lat);
    ring.push([centre.lng + (dLng * 180) / Math.PI, centre.lat + (dLat * 180) / Math.PI]);
  }
  return ring;
}
