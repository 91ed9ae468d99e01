import { Map as MapLibreMap, setWorkerUrl, type MapOptions } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import baseMapUrl from './base-map.json?url';
import { baseMapStyle } from './base-style';

// The bundled build has no worker next to maplibre's module: point it at the copied file.
setWorkerUrl(workerUrl);

/**
 * A maplibre map over the bundled country shapes (Natural Earth, clipped to the markets): no
 * tiles, glyphs or sprites from the network. Throws where the browser has no WebGL.
 */
export function createBaseMap(options: Omit<MapOptions, 'style' | 'renderWorldCopies' | 'attributionControl'>): MapLibreMap {
  return new MapLibreMap({ ...options, style: baseMapStyle(new URL(baseMapUrl, window.location.href).href), renderWorldCopies: false, attributionControl: false });
}
