// Only lazy chunks import this folder: maplibre and the base map are never part of a route's start-up JS.
export { createBaseMap } from './create-base-map';
export { BASE_MAP_COLOURS, BASE_MAP_SOURCE, baseMapStyle } from './base-style';
