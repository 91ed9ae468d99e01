import { describe, expect, it } from 'vitest';
import baseMap from './base-map.json';
import { baseMapStyle } from './base-style';

describe('baseMapStyle', () => {
  const style = baseMapStyle('/base-map.json');

  it('draws water, land and borders from the bundled shapes', () => {
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ['water', 'background'],
      ['land', 'fill'],
      ['borders', 'line'],
    ]);
    expect(style.sources['base-map']).toEqual({ type: 'geojson', data: '/base-map.json' });
  });

  it('needs nothing from the network: no glyphs, sprites, tiles or symbol layers', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });

  it('ships the countries of the marketplace and their borders', () => {
    const kinds = baseMap.features.map((feature) => feature.properties.kind);
    expect(kinds.filter((kind) => kind === 'land').length).toBeGreaterThan(20);
    expect(kinds).toContain('border');
    // Stockholm lies inside one of the land shapes' bounding boxes: the file is not empty or shifted.
    const covers = baseMap.features.some(
      (feature) =>
        feature.geometry.type === 'MultiPolygon' &&
        (feature.geometry.coordinates as number[][][][]).some((polygon) => {
          const outer = polygon[0] ?? [];
          const lngs = outer.map(([lng = 0]) => lng);
          const lats = outer.map(([, lat = 0]) => lat);
          return Math.min(...lngs) < 18.07 && Math.max(...lngs) > 18.07 && Math.min(...lats) < 59.33 && Math.max(...lats) > 59.33;
        }),
    );
    expect(covers).toBe(true);
  });
});
