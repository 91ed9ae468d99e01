import { describe, expect, it } from 'vitest';
import { PLACES } from './places.data';
import { foldText, searchPlaces } from './place-search';

describe('offline place search', () => {
  it('covers the platform countries with a few hundred places on the globe', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(250);
    expect(new Set(PLACES.map(([, country]) => country))).toEqual(new Set(['SE', 'NO', 'FI', 'DK', 'DE', 'AT', 'CH', 'LI']));
    for (const [name, , lat, lng] of PLACES) {
      expect(Math.abs(lat), name).toBeLessThanOrEqual(90);
      expect(lat, name).toBeGreaterThan(45);
      expect(lng, name).toBeGreaterThan(4);
      expect(lng, name).toBeLessThan(32);
    }
  });

  it('finds places without typing accents, names starting with the text first', () => {
    expect(foldText('Malmö')).toBe('malmo');
    expect(foldText('Tromsø')).toBe('tromso');
    expect(searchPlaces(PLACES, 'malmo')[0]?.name).toBe('Malmö');
    expect(searchPlaces(PLACES, 'zurich')[0]).toMatchObject({ name: 'Zürich', country: 'CH' });
    expect(searchPlaces(PLACES, 'Gallen').map((p) => p.name)).toContain('St. Gallen');
  });

  it('gives nothing for empty text and at most the limit', () => {
    expect(searchPlaces(PLACES, '  ')).toEqual([]);
    expect(searchPlaces(PLACES, 'a', 5)).toHaveLength(5);
  });
});
