// Writes the search map's offline base map: the countries of Natural Earth (world-atlas,
// 1:50m) around the marketplace's countries, as small GeoJSON that ships with the app, so the
// map needs no tile server. Run again only to change the area: `node scripts/build-base-map.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { feature, mesh } from 'topojson-client';

const OUT = 'src/shared/ui/base-map/base-map.json';
// West, south, east, north: the Nordics, the German-speaking countries and their neighbours.
const AREA = [-14, 40, 45, 73];
// 0.01° is about 1 km: finer than the 1:50m source and it keeps the file small.
const PRECISION = 100;

const topology = JSON.parse(readFileSync('node_modules/world-atlas/countries-50m.json', 'utf8'));
const [west, south, east, north] = AREA;

const round = (value) => Math.round(value * PRECISION) / PRECISION;
const roundRing = (ring) => {
  const out = [];
  for (const [lng, lat] of ring) {
    const point = [round(lng), round(lat)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
};
const inArea = (ring) => ring.some(([lng, lat]) => lng >= west && lng <= east && lat >= south && lat <= north);

// Sutherland–Hodgman against the area's rectangle: Russia alone would otherwise triple the file.
function clipRing(ring) {
  const edges = [
    [(p) => p[0] >= west, (a, b) => [west, a[1] + ((b[1] - a[1]) * (west - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= east, (a, b) => [east, a[1] + ((b[1] - a[1]) * (east - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= south, (a, b) => [a[0] + ((b[0] - a[0]) * (south - a[1])) / (b[1] - a[1]), south]],
    [(p) => p[1] <= north, (a, b) => [a[0] + ((b[0] - a[0]) * (north - a[1])) / (b[1] - a[1]), north]],
  ];
  let points = ring;
  for (const [inside, cross] of edges) {
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) points.push(cross(previous, current));
        points.push(current);
      } else if (inside(previous)) points.push(cross(previous, current));
    }
    if (points.length === 0) return [];
  }
  if (points.length > 0) points.push(points[0]);
  return points;
}

// Lines keep only their runs inside the area.
function clipLine(line) {
  const runs = [[]];
  for (const point of line) {
    if (point[0] >= west && point[0] <= east && point[1] >= south && point[1] <= north) runs[runs.length - 1].push(point);
    else if (runs[runs.length - 1].length > 0) runs.push([]);
  }
  return runs;
}

function polygonsOf(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

const land = [];
for (const country of feature(topology, topology.objects.countries).features) {
  const polygons = polygonsOf(country.geometry)
    .filter((polygon) => inArea(polygon[0]))
    .map((polygon) => polygon.map((ring) => roundRing(clipRing(ring))).filter((ring) => ring.length >= 4));
  const kept = polygons.filter((polygon) => polygon.length > 0 && polygon[0].length >= 4);
  if (kept.length === 0) continue;
  land.push({ type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: kept } });
}

// Borders between two countries only (a !== b): coastlines come from the land fill.
const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
const borderLines = borders.coordinates.flatMap(clipLine).map(roundRing).filter((line) => line.length >= 2);

const collection = {
  type: 'FeatureCollection',
  features: [...land, { type: 'Feature', properties: { kind: 'border' }, geometry: { type: 'MultiLineString', coordinates: borderLines } }],
};
writeFileSync(OUT, JSON.stringify(collection));
console.log(`${OUT}: ${land.length} countries, ${borderLines.length} border lines, ${(JSON.stringify(collection).length / 1000).toFixed(0)} KB`);
