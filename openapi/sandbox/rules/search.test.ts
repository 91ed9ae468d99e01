import { describe, expect, it } from 'vitest';
import type { AssetPeriods } from './availability';
import { searchableVehicle } from './search.fixtures';
import { roundedCount, searchAssets, type SearchRequest } from './search';

const now = new Date('2026-06-01T10:00:00Z');
const free = (): AssetPeriods => ({ unavailable: [], rented: [] });
const ids = (request: SearchRequest, vehicles = fleet) => searchAssets(vehicles, request, free, now).data.map((hit) => hit.asset.id);

const fleet = [
  searchableVehicle({ id: 1, reviewCount: 5, averageRating: 4.2, country: 'SE', highWeeklyPriceWithoutCleaning: 700_000 }),
  searchableVehicle({ id: 2, reviewCount: 9, averageRating: 4.9, country: 'NO', highWeeklyPriceWithoutCleaning: 490_000, subType: 'caravan' }),
  searchableVehicle({ id: 3, reviewCount: 9, averageRating: 4.5, country: 'DK', highWeeklyPriceWithoutCleaning: 910_000, location: { lat: 59.8586, lng: 17.6389 } }),
  searchableVehicle({ id: 4, reviewCount: 0, averageRating: null, country: 'SE', highWeeklyPriceWithoutCleaning: 560_000, subType: 'campervan' }),
];

describe('vehicle search (000 §3, §7, §9)', () => {
  it('sorts by popularity by default: reviews, then rating, then id', () => {
    expect(ids({ filter: {} })).toEqual([2, 3, 1, 4]);
  });

  it('sorts by price ascending and descending (-price)', () => {
    expect(ids({ filter: {}, sort: 'price' })).toEqual([2, 4, 1, 3]);
    expect(ids({ filter: {}, sort: '-price' })).toEqual([3, 1, 4, 2]);
  });

  it('sorts by distance from the searched location', () => {
    expect(ids({ filter: { location: { lat: 59.85, lng: 17.64, radius: 200 } }, sort: 'distance' })).toEqual([3, 2, 1, 4]);
  });

  it('sorts by country code, then popularity', () => {
    expect(ids({ filter: {}, sort: 'country' })).toEqual([3, 2, 1, 4]);
  });

  it('takes the sort from the filter when not given apart', () => {
    expect(ids({ filter: { sort: 'price' } })).toEqual([2, 4, 1, 3]);
  });

  it('shuffles randomly but stably per seed, whatever the input order', () => {
    const many = Array.from({ length: 30 }, (_, i) => searchableVehicle({ id: i + 1 }));
    const first = ids({ filter: {}, sort: 'random', seed: 7, pageSize: 30 }, many);
    expect(ids({ filter: {}, sort: 'random', seed: 7, pageSize: 30 }, [...many].reverse())).toEqual(first);
    expect(ids({ filter: {}, sort: 'random', seed: 8, pageSize: 30 }, many)).not.toEqual(first);
    expect([...first].sort((a, b) => a - b)).toEqual(many.map((v) => v.id));
  });

  it('pages 24 vehicles by default with current_page, last_page, per_page and total', () => {
    const many = Array.from({ length: 50 }, (_, i) => searchableVehicle({ id: i + 1 }));
    const firstPage = searchAssets(many, { filter: {} }, free, now);
    expect(firstPage.data).toHaveLength(24);
    expect(firstPage.meta).toMatchObject({ current_page: 1, last_page: 3, per_page: 24, total: 50, from: 1, to: 24 });
    const lastPage = searchAssets(many, { filter: {}, page: 3 }, free, now);
    expect(lastPage.data.map((hit) => hit.asset.id)).toEqual([49, 50]);
    expect(lastPage.meta).toMatchObject({ current_page: 3, from: 49, to: 50 });
    expect(searchAssets(many, { filter: {}, page: 4 }, free, now).meta).toMatchObject({ from: null, to: null, total: 50 });
    expect(searchAssets([], { filter: {} }, free, now).meta).toMatchObject({ last_page: 1, total: 0 });
  });

  it('counts matches per subtype ignoring the subType filter (meta.sub_type_total)', () => {
    const result = searchAssets(fleet, { filter: { subType: 'motorhome' } }, free, now);
    expect(result.data.map((hit) => hit.asset.id)).toEqual([3, 1]);
    expect(result.meta.sub_type_total).toEqual({ motorhome: 2, campervan: 1, caravan: 1, other_camper: 0 });
    expect(result).toMatchObject({ count: 2, rounded_count: 2 });
  });

  it('returns the flexible-date matches by vehicle id', () => {
    const periods = (id: number): AssetPeriods => (id === 1 ? { unavailable: [{ fromDate: '2026-07-01', toDate: '2026-07-01' }], rented: [] } : free());
    const result = searchAssets(fleet, { filter: { availableBetween: { from: '2026-07-01', to: '2026-07-08', mode: 'flexible' } } }, periods, now);
    expect(result.matchedDates['1']).toEqual({ fromDate: '2026-07-02', toDate: '2026-07-09' });
    expect(result.matchedDates['2']).toEqual({ fromDate: '2026-07-01', toDate: '2026-07-08' });
  });

  it('gives no matched dates in exact mode', () => {
    expect(searchAssets(fleet, { filter: { availableBetween: { from: '2026-07-01', to: '2026-07-08', mode: 'exact' } } }, free, now).matchedDates).toEqual({});
  });
});

describe('rounded count for the public counter', () => {
  it.each([
    [0, 0],
    [7, 7],
    [10, 10],
    [99, 90],
    [100, 100],
    [149, 100],
    [150, 150],
    [999, 950],
    [1_000, 1_000],
    [1_234, 1_200],
  ])('rounds %i down to %i', (count, rounded) => {
    expect(roundedCount(count)).toBe(rounded);
  });
});
