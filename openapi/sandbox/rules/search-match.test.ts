import { describe, expect, it } from 'vitest';
import type { AssetPeriods } from './availability';
import type { AssetFilter } from './search-filter';
import { searchableVehicle } from './search.fixtures';
import { matchAsset } from './search-match';

const now = new Date('2026-06-01T10:00:00Z');
const free: AssetPeriods = { unavailable: [], rented: [] };
const matches = (overrides: Parameters<typeof searchableVehicle>[0], filter: AssetFilter, periods: AssetPeriods = free) =>
  matchAsset(searchableVehicle(overrides), filter, () => periods, now) !== undefined;

describe('search filters (000 §3)', () => {
  it('matches only active vehicles', () => {
    expect(matches({}, {})).toBe(true);
    expect(matches({ isActive: false }, {})).toBe(false);
  });

  it('filters counts and limits: sleeps, seats, length (cm), minimum age, mass (3500 | 7500)', () => {
    expect(matches({ sleepsNumber: 4 }, { sleepsAtLeast: 4 })).toBe(true);
    expect(matches({ sleepsNumber: 3 }, { sleepsAtLeast: 4 })).toBe(false);
    expect(matches({ sitsNumber: 2 }, { sitsAtLeast: 3 })).toBe(false);
    expect(matches({ length: 750 }, { maxLength: 750 })).toBe(true);
    expect(matches({ length: 751 }, { maxLength: 750 })).toBe(false);
    expect(matches({ minimumAge: 25 }, { minimumAge: 24 })).toBe(false);
    expect(matches({ maximumAuthorizedMass: 3_600 }, { maxMaximumAuthorizedMass: 3500 })).toBe(false);
    expect(matches({ maximumAuthorizedMass: 3_600 }, { maxMaximumAuthorizedMass: 7500 })).toBe(true);
  });

  it('narrows on boolean filters only when true', () => {
    expect(matches({ petsAllowed: false }, { petsAllowed: true })).toBe(false);
    expect(matches({ petsAllowed: false }, { petsAllowed: false })).toBe(true);
    expect(matches({ owner: { topOwner: true } }, { topOwner: true })).toBe(true);
    expect(matches({ shower: true }, { shower: true })).toBe(true);
    expect(matches({}, { shower: true })).toBe(false);
    expect(matches({ toiletType: 'none' }, { toilet: true })).toBe(false);
    expect(matches({ toiletType: 'incinerating' }, { toilet: true })).toBe(true);
  });

  it("keeps one owner's vehicles (the owner profile page)", () => {
    expect(matches({ ownerId: 7 }, { ownerId: 7 })).toBe(true);
    expect(matches({ ownerId: 8 }, { ownerId: 7 })).toBe(false);
  });

  it('matches equal values: subtype, transmission, brand, country, method, policy, tyres, socket', () => {
    expect(matches({ subType: 'caravan' }, { subType: 'motorhome' })).toBe(false);
    expect(matches({ transmission: 'automatic' }, { transmission: 'automatic' })).toBe(true);
    expect(matches({ brandId: 11 }, { brandId: 10 })).toBe(false);
    expect(matches({ country: 'NO' }, { country: 'SE' })).toBe(false);
    expect(matches({ bookingMethod: 'instant' }, { bookingMethod: 'instant' })).toBe(true);
    expect(matches({ cancellationPolicy: 'flex' }, { cancellationPolicy: 'strict' })).toBe(false);
    expect(matches({ winterTyreType: 'studded' }, { winterTyreType: 'studded' })).toBe(true);
    expect(matches({ towbarSocket: '7pin' }, { towbarSocket: '13pin' })).toBe(false);
  });

  it('limits the driving licence class: B excludes C1 and unstated heavy vehicles (above 3500 kg)', () => {
    expect(matches({ drivingLicenseClass: 'C1' }, { maxAllowedDrivingLicenseClass: 'B' })).toBe(false);
    expect(matches({ drivingLicenseClass: null, maximumAuthorizedMass: 4_000 }, { maxAllowedDrivingLicenseClass: 'B' })).toBe(false);
    expect(matches({ drivingLicenseClass: null, maximumAuthorizedMass: 3_500 }, { maxAllowedDrivingLicenseClass: 'B' })).toBe(true);
    expect(matches({ drivingLicenseClass: 'C1' }, { maxAllowedDrivingLicenseClass: 'C1' })).toBe(true);
  });

  it.each([
    [2026, '0-5', true],
    [2021, '0-5', true],
    [2021, '5-10', false],
    [2020, '5-10', true],
    [2016, '5-10', true],
    [2015, '11-15', true],
    [2006, '16-20', true],
    [2006, '20+', false],
    [2005, '20+', true],
  ] as const)('puts a %i vehicle (in 2026) in band %s: %s', (modelYear, vehicleAge, expected) => {
    expect(matches({ modelYear }, { vehicleAge })).toBe(expected);
  });

  it('bands the included distance per night (up to 200, more than 200, unlimited)', () => {
    expect(matches({ includedDistance: 200 }, { includedDistancePerNight: 'up_to_200' })).toBe(true);
    expect(matches({ includedDistance: 201 }, { includedDistancePerNight: 'more_than_200' })).toBe(true);
    expect(matches({ includedDistanceType: 'unlimited', includedDistance: null }, { includedDistancePerNight: 'unlimited' })).toBe(true);
    expect(matches({ includedDistanceType: 'unlimited', includedDistance: null }, { includedDistancePerNight: 'more_than_200' })).toBe(false);
    // 1500 km per booking over 7 nights (no dates) is about 214 km a night.
    expect(matches({ includedDistanceType: 'per_booking', includedDistance: 1_500 }, { includedDistancePerNight: 'more_than_200' })).toBe(true);
    expect(
      matches(
        { includedDistanceType: 'per_booking', includedDistance: 1_500 },
        { includedDistancePerNight: 'up_to_200', availableBetween: { from: '2026-09-01', to: '2026-09-11', mode: 'exact' } },
      ),
    ).toBe(true);
  });

  it('filters the nightly price in minor units by the season of the searched start', () => {
    expect(matches({}, { priceRange: { min: 40_000, max: 60_000 } })).toBe(false);
    expect(matches({}, { priceRange: { min: 90_000, max: 100_000 } })).toBe(true);
    expect(matches({}, { priceRange: { min: 40_000, max: 60_000 }, availableBetween: { from: '2026-09-01', to: '2026-09-08', mode: 'exact' } })).toBe(
      true,
    );
  });

  it('searches text in brand, model and city, every word', () => {
    expect(matches({}, { search: 'hymer stockholm' })).toBe(true);
    expect(matches({}, { search: 'hymer oslo' })).toBe(false);
  });

  it('keeps vehicles within the radius of the location (default 60 km) and inside the map box', () => {
    const uppsala = { location: { lat: 59.8586, lng: 17.6389 } }; // about 65 km from Stockholm
    const stockholm = { lat: 59.3293, lng: 18.0686 };
    expect(matches(uppsala, { location: stockholm })).toBe(false);
    expect(matches(uppsala, { location: { ...stockholm, radius: 70 } })).toBe(true);
    expect(matches(uppsala, { location: stockholm, radius: 70 })).toBe(true);
    expect(matches({ location: null }, { location: stockholm })).toBe(false);
    expect(matchAsset(searchableVehicle(), { location: stockholm }, () => free, now)?.distance).toBe(0);
    expect(matches({}, { mapBounds: { south: 55, west: 10, north: 70, east: 25 } })).toBe(true);
    expect(matches({}, { mapBounds: { south: 45, west: 5, north: 50, east: 10 } })).toBe(false);
  });
});

describe('available dates and flexible mode (000 §9: 3 days either side)', () => {
  const booked: AssetPeriods = { unavailable: [{ fromDate: '2026-07-01', toDate: '2026-07-02' }], rented: [] };
  const wanted = { from: '2026-07-01', to: '2026-07-08' };

  it('needs the exact dates to be bookable in exact mode', () => {
    expect(matches({}, { availableBetween: { ...wanted, mode: 'exact' } }, booked)).toBe(false);
    expect(matches({}, { availableBetween: { ...wanted, mode: 'exact' } })).toBe(true);
  });

  it('finds the nearest shift of the same length within 3 days in flexible mode', () => {
    const match = matchAsset(searchableVehicle(), { availableBetween: { ...wanted, mode: 'flexible' } }, () => booked, now);
    // Every earlier shift still holds the blocked 1 July; two days later is the nearest free one.
    expect(match?.matchedDates).toEqual({ fromDate: '2026-07-03', toDate: '2026-07-10' });
  });

  it('prefers the wanted dates, then one day earlier, then one day later', () => {
    const flexible = { availableBetween: { ...wanted, mode: 'flexible' as const } };
    expect(matchAsset(searchableVehicle(), flexible, () => free, now)?.matchedDates).toEqual({ fromDate: '2026-07-01', toDate: '2026-07-08' });
    const earlierTaken = { unavailable: [{ fromDate: '2026-06-30', toDate: '2026-07-01' }], rented: [] };
    expect(matchAsset(searchableVehicle(), flexible, () => earlierTaken, now)?.matchedDates).toEqual({ fromDate: '2026-07-02', toDate: '2026-07-09' });
  });

  it('fails when no shift within 3 days is bookable', () => {
    const longBlock = { unavailable: [{ fromDate: '2026-06-27', toDate: '2026-07-05' }], rented: [] };
    expect(matches({}, { availableBetween: { ...wanted, mode: 'flexible' } }, longBlock)).toBe(false);
  });

  it('applies the booking rules: weekdays and minimum nights', () => {
    expect(matches({ minBookingLengthHigh: 10 }, { availableBetween: { ...wanted, mode: 'exact' } })).toBe(false);
    expect(matches({ checkinWeekdays: [6] }, { availableBetween: { ...wanted, mode: 'exact' } })).toBe(false);
  });
});
