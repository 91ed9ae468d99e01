import { describe, expect, it } from 'vitest';
import { parseAssetFilter } from './search-filter';

const now = new Date('2026-06-01T10:00:00Z');

describe('asset search filter keys (000 §3, §5, §8)', () => {
  it('reads every kind of value', () => {
    const result = parseAssetFilter(
      {
        subType: 'caravan',
        sleepsAtLeast: '4',
        petsAllowed: '1',
        winterized: 'false',
        maxLength: '750',
        availableBetween: '2026-07-01,2026-07-08,flexible',
        location: '59.3293,18.0686,30',
        mapBounds: '55.3,10.9,69.1,24.2',
        priceRange: '50000,200000',
        maxMaximumAuthorizedMass: '3500',
        vehicleAge: '20+',
        includedDistancePerNight: 'more_than_200',
        towbarSocket: '13pin',
        country: 'SE',
        search: 'Hymer Malmö',
        shower: 'true',
        toilet: '1',
        sort: '-price',
      },
      now,
    );
    expect(result).toEqual({
      ok: true,
      filter: {
        subType: 'caravan',
        sleepsAtLeast: 4,
        petsAllowed: true,
        winterized: false,
        maxLength: 750,
        availableBetween: { from: '2026-07-01', to: '2026-07-08', mode: 'flexible' },
        location: { lat: 59.3293, lng: 18.0686, radius: 30 },
        mapBounds: { south: 55.3, west: 10.9, north: 69.1, east: 24.2 },
        priceRange: { min: 50_000, max: 200_000 },
        maxMaximumAuthorizedMass: 3500,
        vehicleAge: '20+',
        includedDistancePerNight: 'more_than_200',
        towbarSocket: '13pin',
        country: 'SE',
        search: 'Hymer Malmö',
        shower: true,
        toilet: true,
        sort: '-price',
      },
    });
  });

  it('refuses a key outside the set with unknown_filter_key, before any format check', () => {
    expect(parseAssetFilter({ sleepsAtLeast: 'many', jacuzzi: '1' }, now)).toEqual({ ok: false, slug: 'unknown_filter_key', key: 'jacuzzi' });
    expect(parseAssetFilter({ constructor: '1' }, now)).toEqual({ ok: false, slug: 'unknown_filter_key', key: 'constructor' });
  });

  it.each([
    ['sleepsAtLeast', '18'],
    ['sitsAtLeast', '10'],
    ['maxLength', '499'],
    ['maxLength', '901'],
    ['minimumAge', '17'],
    ['maxAllowedDrivingLicenseClass', 'C'],
    ['maxMaximumAuthorizedMass', '6000'],
    ['vehicleAge', '21+'],
    ['winterTyreType', 'none'],
    ['petsAllowed', 'yes'],
    ['location', '91,18'],
    ['location', '59.3,18.0,0'],
    ['mapBounds', '69.1,10.9,55.3,24.2'],
    ['priceRange', '200000,50000'],
    ['priceRange', '-1,5'],
    ['radius', '201'],
  ])('refuses %s=%s with invalid_filter_format', (key, value) => {
    expect(parseAssetFilter({ [key]: value }, now)).toEqual({ ok: false, slug: 'invalid_filter_format', key });
  });

  it('refuses a start date of today or earlier, an end not after the start, and unknown modes (000 §5)', () => {
    expect(parseAssetFilter({ availableBetween: '2026-06-01,2026-06-05' }, now)).toMatchObject({ ok: false, slug: 'invalid_filter_format' });
    expect(parseAssetFilter({ availableBetween: '2026-06-02,2026-06-02' }, now)).toMatchObject({ ok: false });
    expect(parseAssetFilter({ availableBetween: '2026-06-02,2026-06-05,fuzzy' }, now)).toMatchObject({ ok: false });
    expect(parseAssetFilter({ availableBetween: '2026-06-02,2026-06-05' }, now)).toEqual({
      ok: true,
      filter: { availableBetween: { from: '2026-06-02', to: '2026-06-05', mode: 'exact' } },
    });
  });
});
