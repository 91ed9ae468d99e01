import { describe, expect, it } from 'vitest';
import { clearAutoActivatedFilters, clearFilters, countAdditionalFilters, countFoldedFilters, mergeStandbyFilters } from './filter-groups';
import type { FilterState } from './filter-schemas';

const state: FilterState = {
  subType: 'campervan',
  location: { lat: 59.33, lng: 18.07 },
  radius: 100,
  placeDescription: 'Stockholm',
  availableBetween: { from: '2026-07-01', to: '2026-07-08', mode: 'flexible' },
  sleepsAtLeast: 4,
  priceRange: { min: 500, max: 1500 },
  petsAllowed: true,
  shower: true,
  transmission: 'automatic',
  sort: 'price',
  mapBounds: { south: 55, west: 10, north: 60, east: 20 },
};

describe('clearing filters (000 §4)', () => {
  it('clears everything but the sort and the map view', () => {
    expect(clearFilters(state, 'all')).toEqual({ sort: 'price', mapBounds: state.mapBounds });
  });

  it('clears the main filters only: subtype, place, dates, sleeps, price', () => {
    expect(clearFilters(state, 'main')).toEqual({ petsAllowed: true, shower: true, transmission: 'automatic', sort: 'price', mapBounds: state.mapBounds });
  });

  it('clears the additional filters only', () => {
    const { petsAllowed: _p, shower: _s, transmission: _t, ...main } = state;
    expect(clearFilters(state, 'additional')).toEqual(main);
  });

  it('counts the additional filters for the dialog button', () => {
    expect(countAdditionalFilters(state)).toBe(3);
    expect(countAdditionalFilters({ subType: 'caravan', sort: 'random' })).toBe(0);
  });

  it('counts what a folded filter bar hides: radius, sleeps, price and the additional filters, not the place, dates or subtype', () => {
    expect(countFoldedFilters(state)).toBe(3 + 3);
    expect(countFoldedFilters({ subType: 'caravan', placeDescription: 'Stockholm', location: { lat: 59.33, lng: 18.07 }, sort: 'random' })).toBe(0);
  });
});

describe('standby filters (000 §4: merged key by key)', () => {
  it('adds, replaces and removes keys and leaves the others alone', () => {
    expect(mergeStandbyFilters({ subType: 'caravan', petsAllowed: true, sleepsAtLeast: 2 }, { sleepsAtLeast: 4, petsAllowed: undefined, shower: true })).toEqual({
      subType: 'caravan',
      sleepsAtLeast: 4,
      shower: true,
    });
  });

  it('merges objects by their own keys: a new radius keeps the coordinates', () => {
    expect(mergeStandbyFilters({ location: { lat: 59.33, lng: 18.07, radius: 60 } }, { location: { radius: 150 } as FilterState['location'] })).toEqual({
      location: { lat: 59.33, lng: 18.07, radius: 150 },
    });
  });
});

describe('auto-activated filters (000 §4: cleared on logout)', () => {
  it('removes the filters the app set itself, unless the user changed them since', () => {
    expect(clearAutoActivatedFilters({ country: 'SE', minimumAge: 30, subType: 'caravan' }, { country: 'SE', minimumAge: 25 })).toEqual({
      minimumAge: 30,
      subType: 'caravan',
    });
  });
});
