import { describe, expect, it } from 'vitest';
import { BASE_MAP_AREA, MARKETPLACE_AREA, boundsAround, boundsToMapBoundsFilter, mapBoundsFilterToBounds, sameBounds } from './bounds';

describe('mapBounds filter', () => {
  it('writes south,west,north,east as the API expects (AssetFilter.mapBounds example 55.3,10.9,69.1,24.2)', () => {
    expect(boundsToMapBoundsFilter({ north: 69.1, east: 24.2, south: 55.3, west: 10.9 })).toBe('55.3,10.9,69.1,24.2');
  });

  it('rounds to 4 decimals and clamps longitudes past ±180', () => {
    expect(boundsToMapBoundsFilter({ north: 59.123456, east: 190, south: 58.000049, west: -200 })).toBe('58,-180,59.1235,180');
  });

  it('reads the filter back into the same box', () => {
    const bounds = { north: 69.1, east: 24.2, south: 55.3, west: 10.9 };
    expect(mapBoundsFilterToBounds(boundsToMapBoundsFilter(bounds))).toEqual(bounds);
  });

  it.each([
    ['', 'empty'],
    ['55.3,10.9,69.1', 'three values'],
    ['55.3,10.9,69.1,24.2,1', 'five values'],
    ['a,10.9,69.1,24.2', 'not a number'],
    ['55.3,,69.1,24.2', 'a missing value'],
    ['95,10.9,99,24.2', 'a latitude beyond 90'],
    ['55.3,-181,69.1,24.2', 'a longitude beyond 180'],
    ['69.1,10.9,55.3,24.2', 'south above north'],
    ['55.3,24.2,69.1,10.9', 'west east of east'],
  ])('refuses %j (%s)', (value) => {
    expect(mapBoundsFilterToBounds(value)).toBeUndefined();
  });

  it('treats missing values as no box', () => {
    expect(mapBoundsFilterToBounds(undefined)).toBeUndefined();
    expect(mapBoundsFilterToBounds(null)).toBeUndefined();
  });
});

describe('sameBounds', () => {
  it('ignores differences below the filter rounding', () => {
    expect(sameBounds({ north: 60, east: 20, south: 50, west: 10 }, { north: 60.00001, east: 20, south: 50, west: 10 })).toBe(true);
    expect(sameBounds({ north: 60, east: 20, south: 50, west: 10 }, { north: 60.001, east: 20, south: 50, west: 10 })).toBe(false);
  });

  it('compares a missing box only with a missing box', () => {
    expect(sameBounds(undefined, undefined)).toBe(true);
    expect(sameBounds(undefined, MARKETPLACE_AREA)).toBe(false);
  });
});

describe('boundsAround', () => {
  it('spans the points', () => {
    expect(
      boundsAround([
        { lat: 59.33, lng: 18.07 },
        { lat: 47.37, lng: 8.54 },
        { lat: 60.17, lng: 24.94 },
      ]),
    ).toEqual({ north: 60.17, east: 24.94, south: 47.37, west: 8.54 });
  });

  it('has no box without points', () => {
    expect(boundsAround([])).toBeUndefined();
  });

  it('opens on an area the base map covers', () => {
    expect(MARKETPLACE_AREA.north).toBeLessThanOrEqual(BASE_MAP_AREA.north);
    expect(MARKETPLACE_AREA.south).toBeGreaterThanOrEqual(BASE_MAP_AREA.south);
    expect(MARKETPLACE_AREA.west).toBeGreaterThanOrEqual(BASE_MAP_AREA.west);
    expect(MARKETPLACE_AREA.east).toBeLessThanOrEqual(BASE_MAP_AREA.east);
  });
});
