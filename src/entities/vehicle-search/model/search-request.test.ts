import { describe, expect, it } from 'vitest';
import { flexibleWindow } from './flexible-dates';
import { buildAssetSearchQuery, parsePageParam, toApiFilter } from './search-request';

describe('GET /assets query (000 §5, §7, §9)', () => {
  it('sends the price in minor units (×100) and the dates with their mode', () => {
    expect(
      toApiFilter({ priceRange: { min: 500, max: 1999 }, availableBetween: { from: '2026-07-01', to: '2026-07-08', mode: 'exact' } }),
    ).toEqual({ priceRange: '50000,199900', availableBetween: '2026-07-01,2026-07-08,exact' });
  });

  it('sends the location with the chosen radius, else its own, else the default 60 km', () => {
    expect(toApiFilter({ location: { lat: 59.3, lng: 18.1 } }).location).toBe('59.3,18.1,60');
    expect(toApiFilter({ location: { lat: 59.3, lng: 18.1, radius: 30 } }).location).toBe('59.3,18.1,30');
    expect(toApiFilter({ location: { lat: 59.3, lng: 18.1, radius: 30 }, radius: 150 }).location).toBe('59.3,18.1,150');
  });

  it('leaves the place name and the sort out of the filter, and the radius without a location', () => {
    expect(toApiFilter({ placeDescription: 'Malmö', sort: 'price', radius: 40, petsAllowed: true })).toEqual({ petsAllowed: true });
  });

  it('pages 24 vehicles by default and sorts apart from the filter', () => {
    expect(buildAssetSearchQuery({ subType: 'caravan', sort: '-price' }, { page: 2 })).toEqual({
      filter: { subType: 'caravan' },
      sort: '-price',
      'page[size]': 24,
      'page[number]': 2,
      target: 'list',
    });
    expect(buildAssetSearchQuery({}, { target: 'count' })).toMatchObject({ target: 'count', 'page[number]': 1 });
  });

  it('reads the page from the URL, page 1 for anything else', () => {
    expect(parsePageParam('3')).toBe(3);
    for (const bad of [null, '0', '-1', '1.5', 'two', '']) expect(parsePageParam(bad)).toBe(1);
  });

  it('widens flexible dates by 3 days either side (000 §9)', () => {
    expect(flexibleWindow({ from: '2026-07-01', to: '2026-07-08' })).toEqual({ earliestFrom: '2026-06-28', latestTo: '2026-07-11' });
  });
});
