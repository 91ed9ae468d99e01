import { describe, expect, it } from 'vitest';
import { POPULAR_CAMPERS_COUNT, popularCampersFilter, popularCampersOf } from './popular-campers';

describe('the article’s popular campers (002 §2.11, §9: up to 3, by owner, in the locale’s region)', () => {
  it('takes the most popular vehicle of each owner, 3 at most', () => {
    const vehicles = [
      { id: 1, ownerId: 10 },
      { id: 2, ownerId: 10 },
      { id: 3, ownerId: 11 },
      { id: 4, ownerId: 12 },
      { id: 5, ownerId: 13 },
    ];
    expect(POPULAR_CAMPERS_COUNT).toBe(3);
    expect(popularCampersOf(vehicles).map((v) => v.id)).toEqual([1, 3, 4]);
    expect(popularCampersOf(vehicles.slice(0, 2)).map((v) => v.id)).toEqual([1]);
    expect(popularCampersOf([])).toEqual([]);
  });

  it('filters by the locale’s country; the English site has no region', () => {
    expect(popularCampersFilter('CH')).toEqual({ country: 'CH' });
    expect(popularCampersFilter('GLOBAL')).toBeUndefined();
  });
});
