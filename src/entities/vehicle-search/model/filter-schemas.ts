import * as v from 'valibot';
import {
  BOOKING_METHODS,
  CANCELLATION_POLICIES,
  DATE_MODES,
  DRIVING_LICENSE_CLASSES,
  EQUIPMENT_FILTER_KEYS,
  INCLUDED_DISTANCE_BANDS,
  MAX_LENGTH_MAX_CM,
  MAX_LENGTH_MIN_CM,
  MAX_MASS_OPTIONS,
  RADIUS_OPTIONS,
  RULE_FILTER_KEYS,
  SEARCH_SUB_TYPES,
  SITS_MAX,
  SLEEPS_MAX,
  SORT_OPTIONS,
  TOWBAR_SOCKETS,
  TRANSMISSIONS,
  VEHICLE_AGE_BANDS,
  WINTER_TYRE_TYPES,
  type EquipmentFilterKey,
} from './filter-options';

/*
 * One valibot schema per filter key of 000 §3, reading the key's URL value (a string)
 * into its typed value. The URL formats follow 000 §5: location `lat,lng[,radius]`,
 * dates `from,to[,mode]`, price `min,max` (in major units in the URL; the API gets minor).
 */

const DECIMAL = String.raw`-?\d{1,3}(?:\.\d+)?`;

const integer = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,16}$/), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max));

const numberOf = <const T extends readonly number[]>(values: T) => v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.picklist(values));

/** `1`/`true` and `0`/`false`, as the API takes them. */
const flag = v.pipe(v.picklist(['1', '0', 'true', 'false']), v.transform((raw) => raw === '1' || raw === 'true'));

/** Free text: trimmed, not empty, bounded so a pasted essay does not reach the API. */
const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

const isLatLng = (lat: number, lng: number) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

const location = v.pipe(
  v.string(),
  v.regex(new RegExp(`^${DECIMAL},${DECIMAL}(?:,\\d{1,3})?$`)),
  v.transform((raw) => {
    const [lat, lng, radius] = raw.split(',').map(Number) as [number, number, number | undefined];
    return radius === undefined ? { lat, lng } : { lat, lng, radius };
  }),
  v.check(({ lat, lng }) => isLatLng(lat, lng)),
  v.check(({ radius }) => radius === undefined || (RADIUS_OPTIONS as readonly number[]).includes(radius)),
);

const mapBounds = v.pipe(
  v.string(),
  v.regex(new RegExp(`^${DECIMAL},${DECIMAL},${DECIMAL},${DECIMAL}$`)),
  v.transform((raw) => {
    const [south, west, north, east] = raw.split(',').map(Number) as [number, number, number, number];
    return { south, west, north, east };
  }),
  v.check((b) => isLatLng(b.south, b.west) && isLatLng(b.north, b.east) && b.south <= b.north && b.west <= b.east),
);

/** Price per night in major units of the display currency; 000 §5 sends it ×100. */
const priceRange = v.pipe(
  v.string(),
  v.regex(/^\d{1,7},\d{1,7}$/),
  v.transform((raw) => {
    const [min, max] = raw.split(',').map(Number) as [number, number];
    return { min, max };
  }),
  v.check(({ min, max }) => min <= max),
);

const isCalendarDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** `from,to[,mode]`; 000 §5: a start of today or earlier is rejected, and the end must follow the start. */
export const availableBetweenSchema = (today: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}(?:,[a-z]+)?$/),
    v.transform((raw) => {
      const [from, to, mode = 'exact'] = raw.split(',') as [string, string, string | undefined];
      return { from, to, mode };
    }),
    v.object({ from: v.string(), to: v.string(), mode: v.picklist(DATE_MODES) }),
    v.check(({ from, to }) => isCalendarDate(from) && isCalendarDate(to) && from > today && to > from),
  );

const equipmentSchemas = Object.fromEntries(EQUIPMENT_FILTER_KEYS.map((key) => [key, flag])) as Record<EquipmentFilterKey, typeof flag>;
const ruleSchemas = Object.fromEntries(RULE_FILTER_KEYS.map((key) => [key, flag])) as Record<(typeof RULE_FILTER_KEYS)[number], typeof flag>;

/** The schemas of every key of 000 §3, for a given "today" (yyyy-mm-dd, local). */
export function filterSchemas(today: string) {
  return {
    subType: v.picklist(SEARCH_SUB_TYPES),
    sleepsAtLeast: integer(0, SLEEPS_MAX),
    sitsAtLeast: integer(0, SITS_MAX),
    ...ruleSchemas,
    maxLength: integer(MAX_LENGTH_MIN_CM, MAX_LENGTH_MAX_CM),
    availableBetween: availableBetweenSchema(today),
    maxAllowedDrivingLicenseClass: v.picklist(DRIVING_LICENSE_CLASSES),
    transmission: v.picklist(TRANSMISSIONS),
    brandId: integer(1, Number.MAX_SAFE_INTEGER),
    minimumAge: integer(18, 48),
    mapBounds,
    location,
    radius: numberOf(RADIUS_OPTIONS),
    placeDescription: text,
    country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    priceRange,
    bookingMethod: v.picklist(BOOKING_METHODS),
    includedDistancePerNight: v.picklist(INCLUDED_DISTANCE_BANDS),
    cancellationPolicy: v.picklist(CANCELLATION_POLICIES),
    vehicleAge: v.picklist(VEHICLE_AGE_BANDS),
    maxMaximumAuthorizedMass: numberOf(MAX_MASS_OPTIONS),
    winterTyreType: v.picklist(WINTER_TYRE_TYPES),
    towbarSocket: v.picklist(TOWBAR_SOCKETS),
    search: text,
    sort: v.picklist(SORT_OPTIONS),
    ...equipmentSchemas,
  };
}

type Schemas = ReturnType<typeof filterSchemas>;
export type FilterKey = keyof Schemas;

/** The filter state: every key optional, absent meaning "not filtered" (the default). */
export type FilterState = { -readonly [K in FilterKey]?: v.InferOutput<Schemas[K]> };

export const FILTER_KEYS = Object.keys(filterSchemas('2000-01-01')) as FilterKey[];
const FILTER_KEY_SET: ReadonlySet<string> = new Set(FILTER_KEYS);
export const isFilterKey = (key: string): key is FilterKey => FILTER_KEY_SET.has(key);
