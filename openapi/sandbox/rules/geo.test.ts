import { describe, expect, it } from 'vitest';
import { haversineKm, isInBounds } from './geo';

describe('geography of the search', () => {
  it('measures great-circle distances with haversine', () => {
    const stockholm = { lat: 59.3293, lng: 18.0686 };
    const gothenburg = { lat: 57.7089, lng: 11.9746 };
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 2);
    expect(haversineKm(stockholm, gothenburg)).toBeCloseTo(397, 0);
    expect(haversineKm(stockholm, stockholm)).toBe(0);
  });

  it('tells points inside a map box', () => {
    const box = { south: 55.3, west: 10.9, north: 69.1, east: 24.2 };
    expect(isInBounds({ lat: 59.3, lng: 18.1 }, box)).toBe(true);
    expect(isInBounds({ lat: 52.5, lng: 13.4 }, box)).toBe(false);
  });
});
