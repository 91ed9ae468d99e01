import type { MapOptions } from 'maplibre-gl';

// maplibre-gl does not re-export the style-spec types: derive them from the map options.
type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
type GeoJsonData = Extract<StyleSpecification['sources'][string], { type: 'geojson' }>['data'];

export const BASE_MAP_SOURCE = 'base-map';

/** Colours of the offline map: calm enough for the price markers to stand out. */
export const BASE_MAP_COLOURS = { water: '#cfe3ea', land: '#f4f1e8', border: '#9aa59e', coast: '#b9c7c9' } as const;

/**
 * The map style over the bundled country shapes: water as the background, land as a fill,
 * borders as lines. No glyphs, sprites or tiles, so the map needs nothing from the network.
 */
export function baseMapStyle(data: GeoJsonData): StyleSpecification {
  return {
    version: 8,
    sources: { [BASE_MAP_SOURCE]: { type: 'geojson', data } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASE_MAP_COLOURS.water } },
      {
        id: 'land',
        type: 'fill',
        source: BASE_MAP_SOURCE,
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': BASE_MAP_COLOURS.land, 'fill-outline-color': BASE_MAP_COLOURS.coast },
      },
      {
        id: 'borders',
        type: 'line',
        source: BASE_MAP_SOURCE,
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': BASE_MAP_COLOURS.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  };
}
