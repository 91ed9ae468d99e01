import { describe, expect, it } from 'vitest';
import { APPROXIMATE_RADIUS_KM, approximateLocation } from '@/entities/vehicle';
import { circleAround } from './circle-around';

const KM_PER_DEGREE_LAT = 111.19;

describe('the circle around an approximate location (000 §6)', () => {
  const centre = { lat: 61.45, lng: 23.71 };
  const ring = circleAround(centre, 1, 48);

  it('is a closed ring', () => {
    expect(ring).toHaveLength(49);
    expect(ring[0]).toEqual(ring[48]);
  });

  it('lies the radius away in every direction, also at 61° north', () => {
    for (const [lng, lat] of ring) {
      const north = (lat - centre.lat) * KM_PER_DEGREE_LAT;
      const east = (lng - centre.lng) * KM_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180);
      expect(Math.hypot(north, east)).toBeCloseTo(1, 2);
    }
  });

  it('holds the exact place of any vehicle whose point was rounded to 2 decimals', () => {
    // The farthest a rounded point can be from the exact one: half a hundredth of a degree each way.
    const exact = { lat: 61.455, lng: 23.715 };
    const shown = approximateLocation({ lat: exact.lat - 1e-9, lng: exact.lng - 1e-9 });
    const north = (exact.lat - shown.lat) * KM_PER_DEGREE_LAT;
    const east = (exact.lng - shown.lng) * KM_PER_DEGREE_LAT * Math.cos((exact.lat * Math.PI) / 180);
    expect(Math.hypot(north, east)).toBeLessThan(APPROXIMATE_RADIUS_KM);
    // Further south the east–west half-hundredth is longer, and still inside.
    const south = { lat: 45.855, lng: 8.715 };
    expect(Math.hypot(0.005 * KM_PER_DEGREE_LAT, 0.005 * KM_PER_DEGREE_LAT * Math.cos((south.lat * Math.PI) / 180))).toBeLessThan(APPROXIMATE_RADIUS_KM);
  });
});
