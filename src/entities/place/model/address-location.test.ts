import { describe, expect, it } from 'vitest';
import { addressLocation } from './address-location';
import { PLACES } from './places.data';

describe('the map location of an address (offline list, 000 §8)', () => {
  it("finds the town in the vehicle's country, accents and case ignored", () => {
    expect(addressLocation(PLACES, { city: 'malmö', country: 'SE' })).toEqual({ name: 'Malmö', country: 'SE', lat: 55.605, lng: 13.0038 });
    expect(addressLocation(PLACES, { city: ' TROMSO ', country: 'NO' })).toMatchObject({ name: 'Tromsø', lat: 69.6492 });
  });

  it('finds nothing for a town of another country, an unknown town or no town', () => {
    expect(addressLocation(PLACES, { city: 'Malmö', country: 'NO' })).toBeNull();
    expect(addressLocation(PLACES, { city: 'Nowhereby', country: 'SE' })).toBeNull();
    expect(addressLocation(PLACES, { city: '', country: 'SE' })).toBeNull();
    expect(addressLocation(PLACES, { city: 'Malmö', country: null })).toBeNull();
  });
});
