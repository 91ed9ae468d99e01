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

  it('is exact for the owner', () => {
    expect(seesExactLocation(7, { ownerId: 7 })).toBe(true);
    expect(seesExactLocation(8, { ownerId: 7 })).toBe(false);
    expect(seesExactLocation(undefined, { ownerId: 7 })).toBe(false);
    expect(visibleLocation(exact, 7, { ownerId: 7 })).toEqual(exact);
    expect(visibleLocation(exact, 8, { ownerId: 7, address: null })).toEqual({ lat: 59.33, lng: 18.06 });
    expect(visibleLocation(exact, null, { ownerId: 7 })).toEqual({ lat: 59.33, lng: 18.06 });
  });

  it('is exact for a renter once the booking is confirmed and paid: the API then sends the address', () => {
    expect(seesExactLocation(8, { ownerId: 7, address: 'Hämeenkatu 1' })).toBe(true);
    expect(visibleLocation(exact, 8, { ownerId: 7, address: 'Hämeenkatu 1' })).toEqual(exact);
    // A guest never, whatever the answer carries.
    expect(seesExactLocation(null, { ownerId: 7, address: 'Hämeenkatu 1' })).toBe(false);
  });
});
