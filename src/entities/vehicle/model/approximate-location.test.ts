import { describe, expect, it } from 'vitest';
import { approximateLocation, seesExactLocation, visibleLocation } from './approximate-location';

describe('vehicle location for renters and owners (000 §6)', () => {
  const exact = { lat: 59.334591, lng: 18.06324 };

  it('rounds to 2 decimals (about 1 km) for renters', () => {
    expect(approximateLocation(exact)).toEqual({ lat: 59.33, lng: 18.06 });
    expect(approximateLocation({ lat: -33.8688, lng: 151.2093 })).toEqual({ lat: -33.87, lng: 151.21 });
  });

  it('moves the point by at most half a hundredth of a degree', () => {
    const rounded = approximateLocation(exact);
    expect(Math.abs(rounded.lat - exact.lat)).toBeLessThanOrEqual(0.005);
    expect(Math.abs(rounded.lng - exact.lng)).toBeLessThanOrEqual(0.005);
  });

  it('is exact for the owner only', () => {
    expect(seesExactLocation(7, 7)).toBe(true);
    expect(seesExactLocation(8, 7)).toBe(false);
    expect(seesExactLocation(undefined, 7)).toBe(false);
    expect(visibleLocation(exact, 7, 7)).toEqual(exact);
    expect(visibleLocation(exact, 8, 7)).toEqual({ lat: 59.33, lng: 18.06 });
    expect(visibleLocation(exact, null, 7)).toEqual({ lat: 59.33, lng: 18.06 });
  });
});
