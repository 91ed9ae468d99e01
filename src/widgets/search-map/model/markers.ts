/** A vehicle as the map shows it: one price marker. */
export interface MapVehicle {
  id: number | string;
  lat: number;
  lng: number;
  /** The price as the card shows it, already formatted (e.g. "SEK 1,200"). */
  priceLabel: string;
  href: string;
}

export interface PriceMarkerModel {
  key: string;
  lngLat: [number, number];
  priceLabel: string;
  href: string;
}

const onGlobe = (vehicle: MapVehicle) =>
  Number.isFinite(vehicle.lat) && Number.isFinite(vehicle.lng) && Math.abs(vehicle.lat) <= 90 && Math.abs(vehicle.lng) <= 180;

/**
 * The markers to draw: vehicles without a usable position are left out, and a vehicle listed
 * twice (a page boundary moving under a refetch) gets one marker.
 */
export function priceMarkers(vehicles: readonly MapVehicle[]): PriceMarkerModel[] {
  const seen = new Set<string>();
  const markers: PriceMarkerModel[] = [];
  for (const vehicle of vehicles) {
    const key = String(vehicle.id);
    if (seen.has(key) || !onGlobe(vehicle)) continue;
    seen.add(key);
    markers.push({ key, lngLat: [vehicle.lng, vehicle.lat], priceLabel: vehicle.priceLabel, href: vehicle.href });
  }
  return markers;
}

/** A vehicle of the `/assets` answer: `location` is null for vehicles without a pick-up point. */
export interface LocatedAsset {
  id: number;
  location?: { lat: number; lng: number } | null;
}

/** Builds the map's vehicle from an API vehicle; `undefined` when it has no position to show. */
export function mapVehicleOf(asset: LocatedAsset, priceLabel: string, href: string): MapVehicle | undefined {
  if (!asset.location) return undefined;
  return { id: asset.id, lat: asset.location.lat, lng: asset.location.lng, priceLabel, href };
}
