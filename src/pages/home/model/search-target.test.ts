import { describe, expect, it } from 'vitest';
import { parseFilterParams } from '@/entities/vehicle-search';
import { homeSearchTarget } from './search-target';

const STOCKHOLM = { name: 'Stockholm', lat: 59.3293, lng: 18.0686 };

describe('homeSearchTarget', () => {
  it.each([
    ['motorhome', 'search-motorhome'],
    ['campervan', 'search-campervan'],
    ['caravan', 'search-caravan'],
  ] as const)('leads a %s search to %s', (subType, route) => {
    expect(homeSearchTarget({ subType }).route).toBe(route);
  });

  it('puts the place and dates in the search page format', () => {
    const { query } = homeSearchTarget({ subType: 'motorhome', place: STOCKHOLM, dates: { from: '2027-07-01', to: '2027-07-08', mode: 'exact' } });
    expect(query.get('location')).toBe('59.3293,18.0686');
    expect(query.get('placeDescription')).toBe('Stockholm');
    expect(query.get('availableBetween')).toBe('2027-07-01,2027-07-08');
  });

  it('keeps the flexible mode of the dates', () => {
    const { query } = homeSearchTarget({ subType: 'caravan', dates: { from: '2027-07-01', to: '2027-07-08', mode: 'flexible' } });
    expect(query.get('availableBetween')).toBe('2027-07-01,2027-07-08,flexible');
  });

  it('gives an empty query without place or dates', () => {
    expect(homeSearchTarget({ subType: 'motorhome' }).query.toString()).toBe('');
  });

  it('writes what the search page reads back without issues', () => {
    const { query } = homeSearchTarget({ subType: 'campervan', place: STOCKHOLM, dates: { from: '2027-07-01', to: '2027-07-08', mode: 'exact' } });
    const parsed = parseFilterParams(query, '2026-11-20');
    expect(parsed.issues).toEqual([]);
    expect(parsed.state).toEqual({
      location: { lat: 59.3293, lng: 18.0686 },
      placeDescription: 'Stockholm',
      availableBetween: { from: '2027-07-01', to: '2027-07-08', mode: 'exact' },
    });
  });
});
