import type { BookingMethod, CancellationPolicy, DateRange } from '@/entities/booking';
import { isHeavyVehicle, seasonOf, type AssetSubType } from '@/entities/vehicle';
import { checkAvailability, type AssetPeriods, type AvailabilityRules } from './availability';
import { addDays, daysBetween, todayOf } from './calendar';
import { haversineKm, isInBounds, type GeoPoint } from './geo';
import { nightlyPrice, type AssetPricing } from './pricing';
import { EQUIPMENT_FILTER_KEYS, type AssetFilter, type EquipmentFilterKey } from './search-filter';

/** 000 §9: default radius 60 km; flexible date mode is 3 days either side. */
export const DEFAULT_RADIUS_KM = 60;
export const FLEXIBLE_DATE_DAYS = 3;
/** 000 §9: with no dates, prices are based on 7 nights (used to spread an included distance per booking). */
export const NIGHTS_WITHOUT_DATES = 7;

/** The vehicle fields the search reads (names as in the contract's Asset). */
export interface SearchableAsset extends AvailabilityRules, AssetPricing, Partial<Record<Exclude<EquipmentFilterKey, 'toilet'>, boolean>> {
  id: number;
  ownerId: number;
  isActive: boolean;
  subType: AssetSubType;
  sleepsNumber: number | null;
  sitsNumber: number | null;
  smokingAllowed: boolean;
  petsAllowed: boolean;
  childrenAllowed: boolean;
  festivalsAllowed: boolean;
  winterized: boolean;
  childSafetySeat?: boolean;
  /** cm */
  length: number | null;
  drivingLicenseClass: 'B' | 'C1' | null;
  transmission: 'automatic' | 'manual' | null;
  brandId: number | null;
  brand: { name: string } | null;
  model: string | null;
  city: string | null;
  country: string;
  location: GeoPoint | null;
  minimumAge: number;
  bookingMethod: BookingMethod;
  owner: { topOwner: boolean };
  includedDistance: number | null;
  includedDistanceType: 'per_night' | 'per_booking' | 'unlimited';
  cancellationPolicy: CancellationPolicy;
  modelYear: number | null;
  /** kg */
  maximumAuthorizedMass: number | null;
  winterTyreType: 'none' | 'studded' | 'non_studded';
  towbarSocket: '7pin' | '13pin' | null;
  toiletType: 'none' | 'incinerating' | 'cassette';
  reviewCount: number;
  averageRating: number | null;
}

export interface AssetMatch {
  /** km from the searched location; null without one. */
  distance: number | null;
  /** The dates found by a flexible-date search; null otherwise. */
  matchedDates: DateRange | null;
}

const when = <T>(wanted: T | undefined, test: (value: T) => boolean): boolean => wanted === undefined || test(wanted);

/** Boolean filters narrow only when set to true: false means "don't care", as a filter checkbox reads. */
const requires = (wanted: boolean | undefined, has: boolean | undefined): boolean => wanted !== true || has === true;

// Labels "5-10" and "20+" share their lower bound with the band before; we count
// 6-10 and 21+ so that every age falls in exactly one band.
const AGE_BANDS: Record<NonNullable<AssetFilter['vehicleAge']>, readonly [number, number]> = {
  '0-5': [0, 5],
  '5-10': [6, 10],
  '11-15': [11, 15],
  '16-20': [16, 20],
  '20+': [21, Number.POSITIVE_INFINITY],
};

function inAgeBand(asset: SearchableAsset, band: keyof typeof AGE_BANDS, now: Date): boolean {
  if (asset.modelYear === null) return false;
  const [min, max] = AGE_BANDS[band];
  const age = now.getUTCFullYear() - asset.modelYear;
  return age >= min && age <= max;
}

function includedDistanceBand(asset: SearchableAsset, band: NonNullable<AssetFilter['includedDistancePerNight']>, nights: number): boolean {
  if (asset.includedDistanceType === 'unlimited') return band === 'unlimited';
  const perNight = asset.includedDistanceType === 'per_night' ? (asset.includedDistance ?? 0) : (asset.includedDistance ?? 0) / nights;
  return band === 'up_to_200' ? perNight <= 200 : band === 'more_than_200' && perNight > 200;
}

/** A vehicle without a stated class needs C1 when heavy (above 3500 kg), else B. */
const requiredLicenseClass = (asset: SearchableAsset): 'B' | 'C1' => asset.drivingLicenseClass ?? (isHeavyVehicle(asset) ? 'C1' : 'B');

/** The price per night a search compares: the plain nightly price of the season of the searched start (or of today). */
export const searchNightlyPrice = (asset: SearchableAsset, filter: AssetFilter, now: Date): number =>
  nightlyPrice(asset, seasonOf(filter.availableBetween?.from ?? todayOf(now)));

function matchesText(asset: SearchableAsset, search: string): boolean {
  const haystack = [asset.brand?.name, asset.model, asset.city].filter(Boolean).join(' ').toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((term) => haystack.includes(term));
}

function matchesAttributes(asset: SearchableAsset, filter: AssetFilter, now: Date): boolean {
  const nights = filter.availableBetween ? daysBetween(filter.availableBetween.from, filter.availableBetween.to) : NIGHTS_WITHOUT_DATES;
  return (
    asset.isActive &&
    when(filter.subType, (v) => asset.subType === v) &&
    when(filter.sleepsAtLeast, (v) => (asset.sleepsNumber ?? 0) >= v) &&
    when(filter.sitsAtLeast, (v) => (asset.sitsNumber ?? 0) >= v) &&
    requires(filter.smokingAllowed, asset.smokingAllowed) &&
    requires(filter.petsAllowed, asset.petsAllowed) &&
    requires(filter.childrenAllowed, asset.childrenAllowed) &&
    requires(filter.festivalsAllowed, asset.festivalsAllowed) &&
    requires(filter.winterized, asset.winterized) &&
    requires(filter.childSafetySeat, asset.childSafetySeat) &&
    requires(filter.topOwner, asset.owner.topOwner) &&
    when(filter.ownerId, (v) => asset.ownerId === v) &&
    when(filter.maxLength, (v) => asset.length !== null && asset.length <= v) &&
    when(filter.maxAllowedDrivingLicenseClass, (v) => v === 'C1' || requiredLicenseClass(asset) === 'B') &&
    when(filter.transmission, (v) => asset.transmission === v) &&
    when(filter.brandId, (v) => asset.brandId === v) &&
    when(filter.minimumAge, (v) => asset.minimumAge <= v) &&
    when(filter.country, (v) => asset.country === v) &&
    when(filter.bookingMethod, (v) => asset.bookingMethod === v) &&
    when(filter.cancellationPolicy, (v) => asset.cancellationPolicy === v) &&
    when(filter.winterTyreType, (v) => asset.winterTyreType === v) &&
    when(filter.towbarSocket, (v) => asset.towbarSocket === v) &&
    when(filter.maxMaximumAuthorizedMass, (v) => (asset.maximumAuthorizedMass ?? 0) <= v) &&
    when(filter.vehicleAge, (v) => inAgeBand(asset, v, now)) &&
    when(filter.includedDistancePerNight, (v) => includedDistanceBand(asset, v, nights)) &&
    when(filter.priceRange, ({ min, max }) => {
      const price = searchNightlyPrice(asset, filter, now);
      return price >= min && price <= max;
    }) &&
    when(filter.mapBounds, (bounds) => asset.location !== null && isInBounds(asset.location, bounds)) &&
    when(filter.search, (v) => matchesText(asset, v))
  );
}

const matchesEquipment = (asset: SearchableAsset, filter: AssetFilter): boolean =>
  EQUIPMENT_FILTER_KEYS.every((key) =>
    key === 'toilet' ? requires(filter.toilet, asset.toiletType !== 'none') : requires(filter[key], asset[key]),
  );

/** Flexible dates: the same length shifted by up to 3 days, nearest shift first, earlier before later. */
const FLEXIBLE_SHIFTS = [0, ...Array.from({ length: FLEXIBLE_DATE_DAYS }, (_, i) => [-(i + 1), i + 1]).flat()];

function bookableDates(
  asset: SearchableAsset,
  periods: AssetPeriods,
  wanted: NonNullable<AssetFilter['availableBetween']>,
  now: Date,
): DateRange | undefined {
  const shifts = wanted.mode === 'flexible' ? FLEXIBLE_SHIFTS : [0];
  return shifts
    .map((shift) => ({ fromDate: addDays(wanted.from, shift), toDate: addDays(wanted.to, shift) }))
    .find((range) => checkAvailability(asset, periods, range, now).length === 0);
}

/**
 * Whether an active vehicle matches every filter (000 §3), and how: its distance from
 * the searched location (within the location's radius, else `radius`, else 60 km) and,
 * in flexible mode, the dates found. Availability covers the whole booking rule set
 * (blocked dates, weekdays, minimum nights, lead time), so a match can be booked.
 */
export function matchAsset(
  asset: SearchableAsset,
  filter: AssetFilter,
  periodsOf: (assetId: number) => AssetPeriods,
  now: Date,
): AssetMatch | undefined {
  if (!matchesAttributes(asset, filter, now) || !matchesEquipment(asset, filter)) return undefined;
  const distance = filter.location && asset.location ? haversineKm(filter.location, asset.location) : null;
  if (filter.location && (distance === null || distance > (filter.location.radius ?? filter.radius ?? DEFAULT_RADIUS_KM))) return undefined;
  if (!filter.availableBetween) return { distance, matchedDates: null };
  const dates = bookableDates(asset, periodsOf(asset.id), filter.availableBetween, now);
  if (!dates) return undefined;
  return { distance, matchedDates: filter.availableBetween.mode === 'flexible' ? dates : null };
}
