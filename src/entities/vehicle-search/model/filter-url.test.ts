import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  BOOKING_METHODS,
  CANCELLATION_POLICIES,
  DRIVING_LICENSE_CLASSES,
  EQUIPMENT_FILTER_KEYS,
  INCLUDED_DISTANCE_BANDS,
  MAX_MASS_OPTIONS,
  RADIUS_OPTIONS,
  RULE_FILTER_KEYS,
  SEARCH_SUB_TYPES,
  SORT_OPTIONS,
  TOWBAR_SOCKETS,
  TRANSMISSIONS,
  VEHICLE_AGE_BANDS,
  WINTER_TYRE_TYPES,
} from './filter-options';
import { FILTER_KEYS, type FilterKey, type FilterState } from './filter-schemas';
import { localToday, parseFilterParams, parseFilterValue, reportFilterIssues, serializeFilterState, serializeFilterValue } from './filter-url';

const TODAY = '2026-06-01';
const roundTrip = (state: FilterState) => parseFilterParams(serializeFilterState(state), TODAY);

/** Coordinates as a map or a place list gives them: finite, 5 decimals, never -0. */
const coordinate = (limit: number) =>
  fc.integer({ min: -limit * 100_000, max: limit * 100_000 }).map((n) => (n === 0 ? 0 : n / 100_000));
const isoDate = (min: string, max: string) =>
  fc.date({ min: new Date(`${min}T00:00:00Z`), max: new Date(`${max}T00:00:00Z`), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const flag = fc.boolean();

/** A valid value for every key of 000 §3. */
const VALID: { [K in FilterKey]-?: fc.Arbitrary<NonNullable<FilterState[K]>> } = {
  subType: fc.constantFrom(...SEARCH_SUB_TYPES),
  sleepsAtLeast: fc.integer({ min: 0, max: 17 }),
  sitsAtLeast: fc.integer({ min: 0, max: 9 }),
  ...(Object.fromEntries(RULE_FILTER_KEYS.map((key) => [key, flag])) as Record<(typeof RULE_FILTER_KEYS)[number], fc.Arbitrary<boolean>>),
  maxLength: fc.integer({ min: 500, max: 900 }),
  availableBetween: fc
    .tuple(isoDate('2026-06-02', '2030-12-30'), fc.integer({ min: 1, max: 60 }), fc.constantFrom('exact' as const, 'flexible' as const))
    .map(([from, nights, mode]) => {
      const to = new Date(Date.parse(`${from}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
      return { from, to, mode };
    }),
  maxAllowedDrivingLicenseClass: fc.constantFrom(...DRIVING_LICENSE_CLASSES),
  transmission: fc.constantFrom(...TRANSMISSIONS),
  brandId: fc.integer({ min: 1, max: 1_000_000 }),
  minimumAge: fc.integer({ min: 18, max: 48 }),
  mapBounds: fc
    .tuple(coordinate(90), coordinate(90), coordinate(180), coordinate(180))
    .map(([a, b, c, d]) => ({ south: Math.min(a, b), north: Math.max(a, b), west: Math.min(c, d), east: Math.max(c, d) })),
  location: fc.record({ lat: coordinate(90), lng: coordinate(180), radius: fc.constantFrom(...RADIUS_OPTIONS) }, { requiredKeys: ['lat', 'lng'] }),
  radius: fc.constantFrom(...RADIUS_OPTIONS),
  placeDescription: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() === s && s.length > 0),
  country: fc.constantFrom('SE', 'NO', 'FI', 'DK', 'DE', 'AT', 'CH', 'LI'),
  priceRange: fc.tuple(fc.nat(9_999), fc.nat(9_999)).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
  bookingMethod: fc.constantFrom(...BOOKING_METHODS),
  includedDistancePerNight: fc.constantFrom(...INCLUDED_DISTANCE_BANDS),
  cancellationPolicy: fc.constantFrom(...CANCELLATION_POLICIES),
  vehicleAge: fc.constantFrom(...VEHICLE_AGE_BANDS),
  maxMaximumAuthorizedMass: fc.constantFrom(...MAX_MASS_OPTIONS),
  winterTyreType: fc.constantFrom(...WINTER_TYRE_TYPES),
  towbarSocket: fc.constantFrom(...TOWBAR_SOCKETS),
  search: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() === s && s.length > 0),
  sort: fc.constantFrom(...SORT_OPTIONS),
  ...(Object.fromEntries(EQUIPMENT_FILTER_KEYS.map((key) => [key, flag])) as Record<(typeof EQUIPMENT_FILTER_KEYS)[number], fc.Arbitrary<boolean>>),
};

describe('filter keys in the URL (000 §3, §5)', () => {
  it('has a generator for every key of 000 §3, and no other', () => {
    expect(Object.keys(VALID).sort()).toEqual([...FILTER_KEYS].sort());
  });

  describe.each(FILTER_KEYS)('%s', (key) => {
    it('round-trips every valid value: state → URL → state', () => {
      fc.assert(
        fc.property(VALID[key], (value) => {
          const parsed = roundTrip({ [key]: value });
          expect(parsed.issues).toEqual([]);
          expect(parsed.state).toEqual({ [key]: value });
        }),
      );
    });

    it('never throws on any string: a valid one serialises back to the same value, an invalid one is left out', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 40 }), (raw) => {
          const value = parseFilterValue(key, raw, TODAY);
          const parsed = parseFilterParams(new URLSearchParams([[key, raw]]), TODAY);
          if (value === undefined) {
            expect(parsed.state).toEqual({});
            expect(parsed.issues).toEqual([{ key, value: raw, kind: 'invalid_format' }]);
          } else {
            expect(parseFilterValue(key, serializeFilterValue(key, value), TODAY)).toEqual(value);
          }
        }),
      );
    });
  });

  it('round-trips a whole state of many keys at once', () => {
    fc.assert(
      fc.property(fc.record(VALID, { requiredKeys: [] }), (state) => {
        expect(roundTrip(state as FilterState)).toEqual({ state, issues: [] });
      }),
      { numRuns: 200 },
    );
  });

  it('reads location as lat,lng with an optional radius from the options (10–100 by 10, 150, 200)', () => {
    expect(parseFilterValue('location', '59.3293,18.0686', TODAY)).toEqual({ lat: 59.3293, lng: 18.0686 });
    expect(parseFilterValue('location', '59.3293,18.0686,150', TODAY)).toEqual({ lat: 59.3293, lng: 18.0686, radius: 150 });
    for (const bad of ['59.3293', '91,18', '59,181', '59,18,55', '59,18,250', 'abc,def', '59,18,60,1', '']) {
      expect(parseFilterValue('location', bad, TODAY), bad).toBeUndefined();
    }
  });

  it('reads dates as from,to[,mode]; a start of today or earlier is rejected (000 §5)', () => {
    expect(parseFilterValue('availableBetween', '2026-06-02,2026-06-05', TODAY)).toEqual({ from: '2026-06-02', to: '2026-06-05', mode: 'exact' });
    expect(parseFilterValue('availableBetween', '2026-06-02,2026-06-05,flexible', TODAY)).toEqual({ from: '2026-06-02', to: '2026-06-05', mode: 'flexible' });
    expect(parseFilterValue('availableBetween', '2026-06-01,2026-06-05', TODAY)).toBeUndefined();
    expect(parseFilterValue('availableBetween', '2026-05-20,2026-06-05', TODAY)).toBeUndefined();
    expect(parseFilterValue('availableBetween', '2026-06-05,2026-06-05', TODAY)).toBeUndefined();
    expect(parseFilterValue('availableBetween', '2026-06-02,2026-06-05,fuzzy', TODAY)).toBeUndefined();
    expect(parseFilterValue('availableBetween', '2026-02-30,2026-03-05', '2026-01-01')).toBeUndefined();
  });

  it('reads the price as two values, the lower first', () => {
    expect(parseFilterValue('priceRange', '500,2000', TODAY)).toEqual({ min: 500, max: 2000 });
    expect(parseFilterValue('priceRange', '2000,500', TODAY)).toBeUndefined();
    expect(parseFilterValue('priceRange', '500', TODAY)).toBeUndefined();
    expect(parseFilterValue('priceRange', '-1,5', TODAY)).toBeUndefined();
  });

  it('keeps the ranges of 000 §3: sleeps 0–17, seats 0–9, length 500–900', () => {
    expect(parseFilterValue('sleepsAtLeast', '17', TODAY)).toBe(17);
    expect(parseFilterValue('sleepsAtLeast', '18', TODAY)).toBeUndefined();
    expect(parseFilterValue('sitsAtLeast', '10', TODAY)).toBeUndefined();
    expect(parseFilterValue('maxLength', '499', TODAY)).toBeUndefined();
    expect(parseFilterValue('maxLength', '901', TODAY)).toBeUndefined();
    expect(parseFilterValue('petsAllowed', 'yes', TODAY)).toBeUndefined();
    expect(parseFilterValue('petsAllowed', 'true', TODAY)).toBe(true);
  });

  it('drops unknown keys, replaces invalid values by the default and keeps the page keys', () => {
    const params = new URLSearchParams('subType=caravan&jacuzzi=1&sleepsAtLeast=many&page=2&popup=login&utm_source=x');
    expect(parseFilterParams(params, TODAY)).toEqual({
      state: { subType: 'caravan' },
      issues: [
        { key: 'jacuzzi', value: '1', kind: 'unknown_key' },
        { key: 'sleepsAtLeast', value: 'many', kind: 'invalid_format' },
      ],
    });
  });

  it('logs each issue (000 §8)', () => {
    const log = vi.fn();
    reportFilterIssues(
      [
        { key: 'jacuzzi', value: '1', kind: 'unknown_key' },
        { key: 'sleepsAtLeast', value: 'many', kind: 'invalid_format' },
      ],
      log,
    );
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toContain('jacuzzi');
    expect(log.mock.calls[1]?.[0]).toContain('many');
  });

  it('writes keys in a fixed order so equal states give equal URLs', () => {
    expect(serializeFilterState({ sleepsAtLeast: 4, subType: 'campervan', petsAllowed: true }).toString()).toBe('subType=campervan&sleepsAtLeast=4&petsAllowed=1');
    expect(serializeFilterState({ subType: 'campervan' }, [['page', '2']]).toString()).toBe('subType=campervan&page=2');
  });

  it('takes today in the local calendar', () => {
    expect(localToday(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
  });
});
