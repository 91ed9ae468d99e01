import type { CancellationPolicy } from '@/entities/booking';
import type { AssetSubType } from '@/entities/vehicle';
import {
  CANCELLATION_POLICIES,
  EQUIPMENT_FILTER_KEYS,
  INCLUDED_DISTANCE_BANDS,
  SORT_OPTIONS,
  VEHICLE_AGE_BANDS,
  type EquipmentFilterKey,
  type SortOption,
} from '@/entities/vehicle-search';
import { isCalendarDate, todayOf } from './calendar';
import type { GeoPoint, MapBounds } from './geo';

export type AssetSort = SortOption;

// The option lists are the app's (000 §3, §9): the sandbox accepts what the search page sends.
export { EQUIPMENT_FILTER_KEYS, type EquipmentFilterKey };

const SUB_TYPES: readonly AssetSubType[] = ['motorhome', 'campervan', 'caravan', 'other_camper'];
const POLICIES: readonly CancellationPolicy[] = CANCELLATION_POLICIES;

/** Reads one raw query value; undefined means a malformed value. */
type Parser<T> = (raw: string, today: string) => T | undefined;

const bool: Parser<boolean> = (raw) => (raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined);

const integer =
  (min: number, max: number): Parser<number> =>
  (raw) => {
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    return value >= min && value <= max ? value : undefined;
  };

const oneOf =
  <const T extends string>(values: readonly T[]): Parser<T> =>
  (raw) =>
    values.find((value) => value === raw);

const text: Parser<string> = (raw) => raw;

/** Comma-separated finite numbers, exactly `count` of them or, with `optional`, one more. */
function numbers(raw: string, count: number, optional = 0): number[] | undefined {
  const parts = raw.split(',');
  if (parts.length < count || parts.length > count + optional || parts.some((p) => p.trim() === '')) return undefined;
  const values = parts.map(Number);
  return values.every(Number.isFinite) ? values : undefined;
}

const isGeoPoint = (lat: number, lng: number): boolean => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** `latitude,longitude[,radius]`. */
const location: Parser<GeoPoint & { radius?: number }> = (raw) => {
  const [lat, lng, radius] = numbers(raw, 2, 1) ?? [];
  if (lat === undefined || lng === undefined || !isGeoPoint(lat, lng)) return undefined;
  if (radius === undefined) return { lat, lng };
  return radius > 0 ? { lat, lng, radius } : undefined;
};

/** `south,west,north,east`. */
const mapBounds: Parser<MapBounds> = (raw) => {
  const [south, west, north, east] = numbers(raw, 4) ?? [];
  if (south === undefined || west === undefined || north === undefined || east === undefined) return undefined;
  return isGeoPoint(south, west) && isGeoPoint(north, east) && south <= north && west <= east ? { south, west, north, east } : undefined;
};

/** `min,max` per night in minor units. */
const priceRange: Parser<{ min: number; max: number }> = (raw) => {
  const [min, max] = /^\d+,\d+$/.test(raw) ? raw.split(',').map(Number) : [];
  return min !== undefined && max !== undefined && min <= max ? { min, max } : undefined;
};

/** `from,to[,mode]`: 000 §5, a start of today or earlier is refused; mode exact (default) or flexible. */
const availableBetween: Parser<{ from: string; to: string; mode: 'exact' | 'flexible' }> = (raw, today) => {
  const [from = '', to = '', mode = 'exact', ...rest] = raw.split(',');
  const valid =
    rest.length === 0 && isCalendarDate(from) && isCalendarDate(to) && from > today && to > from && (mode === 'exact' || mode === 'flexible');
  return valid ? { from, to, mode } : undefined;
};

const MAIN_PARSERS = {
  subType: oneOf(SUB_TYPES),
  sleepsAtLeast: integer(0, 17),
  sitsAtLeast: integer(0, 9),
  smokingAllowed: bool,
  petsAllowed: bool,
  childrenAllowed: bool,
  festivalsAllowed: bool,
  winterized: bool,
  maxLength: integer(500, 900),
  availableBetween,
  maxAllowedDrivingLicenseClass: oneOf(['B', 'C1']),
  transmission: oneOf(['automatic', 'manual']),
  brandId: integer(1, Number.MAX_SAFE_INTEGER),
  childSafetySeat: bool,
  minimumAge: integer(18, 48),
  mapBounds,
  location,
  radius: integer(1, 200),
  // The searched place's name, for display and analytics: accepted, never narrows the result.
  placeDescription: text,
  country: (raw) => (/^[A-Z]{2}$/.test(raw) ? raw : undefined),
  priceRange,
  bookingMethod: oneOf(['instant', 'binding']),
  topOwner: bool,
  ownerId: integer(1, Number.MAX_SAFE_INTEGER),
  includedDistancePerNight: oneOf(INCLUDED_DISTANCE_BANDS),
  cancellationPolicy: oneOf(POLICIES),
  vehicleAge: oneOf(VEHICLE_AGE_BANDS),
  maxMaximumAuthorizedMass: (raw) => (raw === '3500' ? 3500 : raw === '7500' ? 7500 : undefined),
  winterTyreType: oneOf(['studded', 'non_studded']),
  towbarSocket: oneOf(['7pin', '13pin']),
  search: text,
  // 000 §3 lists sort among the filter keys; the API also takes it as its own parameter.
  sort: oneOf(SORT_OPTIONS),
} satisfies Record<string, Parser<unknown>>;

type MainFilterKey = keyof typeof MAIN_PARSERS;
type Parsed<K extends MainFilterKey> = NonNullable<ReturnType<(typeof MAIN_PARSERS)[K]>>;

export type AssetFilter = { [K in MainFilterKey]?: Parsed<K> } & { [K in EquipmentFilterKey]?: boolean };

export type FilterParseResult =
  | { ok: true; filter: AssetFilter }
  | { ok: false; slug: 'unknown_filter_key' | 'invalid_filter_format'; key: string };

const isMainKey = (key: string): key is MainFilterKey => Object.hasOwn(MAIN_PARSERS, key);
const isEquipmentKey = (key: string): key is EquipmentFilterKey => (EQUIPMENT_FILTER_KEYS as readonly string[]).includes(key);

/**
 * Reads the `filter[...]` query values of GET /assets (000 §3). A key outside the set
 * is refused with `unknown_filter_key` (checked first, for every key), a malformed
 * value with `invalid_filter_format`.
 */
export function parseAssetFilter(raw: Readonly<Record<string, string>>, now: Date): FilterParseResult {
  const keys = Object.keys(raw);
  const unknown = keys.find((key) => !isMainKey(key) && !isEquipmentKey(key));
  if (unknown !== undefined) return { ok: false, slug: 'unknown_filter_key', key: unknown };

  const today = todayOf(now);
  const filter: Record<string, unknown> = {};
  for (const key of keys) {
    const value = raw[key] ?? '';
    const parsed = isMainKey(key) ? MAIN_PARSERS[key](value, today) : bool(value, today);
    if (parsed === undefined) return { ok: false, slug: 'invalid_filter_format', key };
    filter[key] = parsed;
  }
  return { ok: true, filter: filter as AssetFilter };
}
