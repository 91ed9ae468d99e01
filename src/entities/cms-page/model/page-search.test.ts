import { describe, expect, it } from 'vitest';
import { pageSearchLink } from './page-search';

describe('pageSearchLink', () => {
  it('opens the first type’s search page at the page’s place', () => {
    expect(
      pageSearchLink({ location: { country: 'SE', lat: 59.33, lng: 18.07, name: 'Stockholm', radius: 60 }, vehicleTypes: ['motorhome', 'campervan'], brandId: null }),
    ).toEqual({ route: 'search-motorhome', query: { location: '59.33,18.07', placeDescription: 'Stockholm' }, place: 'Stockholm' });
  });

  it('opens all vehicles without a type, with the brand', () => {
    expect(pageSearchLink({ location: null, vehicleTypes: [], brandId: 7 })).toEqual({ route: 'all', query: { brandId: '7' }, place: null });
    expect(pageSearchLink({ vehicleTypes: ['other_camper'] }).route).toBe('all');
  });
});
