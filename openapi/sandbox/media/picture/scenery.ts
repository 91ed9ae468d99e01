import type { Random } from '../../seed/prng';
import { pathOf, polygon, shade, VIEW_HEIGHT, VIEW_WIDTH, type Camera, type Point, type Vec3 } from './projection';

/** Light and weather of an outdoor photo. */
interface Sky {
  top: string;
  horizon: string;
  /** The sun's direction (towards the sun), for shading. */
  light: Vec3;
  haze: string;
  clouds: number;
}

const SKIES: readonly Sky[] = [
  { top: '#4f8fc9', horizon: '#cfe4f3', light: [0.5, 0.75, 0.45], haze: '#b9cfdd', clouds: 3 },
  { top: '#6d9fd0', horizon: '#e8eef2', light: [-0.55, 0.7, 0.45], haze: '#c9d6de', clouds: 5 },
  { top: '#e6a86b', horizon: '#fbe3c0', light: [-0.8, 0.35, 0.5], haze: '#e9c9a4', clouds: 2 },
  { top: '#9aa7b1', horizon: '#dfe3e5', light: [0.2, 0.9, 0.35], haze: '#c8cfd3', clouds: 0 },
  { top: '#3f7fbf', horizon: '#b7d7ee', light: [0.7, 0.6, 0.3], haze: '#a9c4d6', clouds: 1 },
];

type Setting = 'mountains' | 'lake' | 'forest' | 'meadow' | 'coast';
const SETTINGS: readonly Setting[] = ['mountains', 'lake', 'forest', 'meadow', 'coast'];
const GROUNDS: Record<Setting, readonly string[]> = {
  mountains: ['#7d9a55', '#8aa05e'],
  lake: ['#6f9450', '#86a35c'],
  forest: ['#6c8a49', '#a39a83'],
  meadow: ['#8fae5d', '#9db86a'],
  coast: ['#cdbb93', '#b9b08f'],
};

export interface Outdoor {
  defs: string;
  backdrop: string;
  /** In front of the backdrop, behind the vehicle: the pitch it stands on, trees behind it. */
  light: Vec3;
}

const line = (points: readonly Point[]) => pathOf(points);

/** A ridge line across the picture from left to right, closed down to `base`. */
function ridge(random: Random, baseY: number, height: number, roughness: number, steps: number): Point[] {
  const points: Point[] = [[0, VIEW_HEIGHT]];
  let y = baseY - random.next() * height;
  for (let i = 0; i <= steps; i++) {
    y = Math.min(baseY, Math.max(baseY - height, y + (random.next() - 0.5) * roughness));
    points.push([(i / steps) * VIEW_WIDTH, y]);
  }
  points.push([VIEW_WIDTH, VIEW_HEIGHT]);
  return points;
}

function conifer(x: number, baseY: number, height: number, colour: string): string {
  const w = height * 0.32;
  return `<path d="M${Math.round(x)} ${Math.round(baseY - height)}L${Math.round(x + w)} ${Math.round(baseY)}L${Math.round(x - w)} ${Math.round(baseY)}Z" fill="${colour}"/>`;
}

/** Sky, distance and ground for an outdoor photo; the setting and weather come from the image's seed. */
export function outdoor(camera: Camera, random: Random): Outdoor {
  const sky = random.pick(SKIES);
  const setting = random.pick(SETTINGS);
  const horizon = Math.round(camera.horizon);
  const [ground, groundFar] = GROUNDS[setting];
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(groundFar ?? '#8fae5d', 0.15)}"/><stop offset="1" stop-color="${shade(ground ?? '#7d9a55', -0.2)}"/></linearGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sky.horizon, -0.25)}"/><stop offset="1" stop-color="${shade(sky.top, -0.35)}"/></linearGradient>`;
  const parts: string[] = [`<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#sky)"/>`];

  for (let i = 0; i < sky.clouds; i++) {
    const cx = random.int(0, VIEW_WIDTH);
    const cy = random.int(30, Math.max(60, horizon - 120));
    const rx = random.int(60, 160);
    parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 4)}" fill="#fff" opacity="0.55"/><ellipse cx="${cx + rx / 3}" cy="${cy - 8}" rx="${Math.round(rx / 2)}" ry="${Math.round(rx / 5)}" fill="#fff" opacity="0.5"/>`);
  }

  if (setting === 'mountains') {
    parts.push(`<path d="${line(ridge(random, horizon - 40, 220, 140, 9))}" fill="${shade(sky.haze, -0.1)}"/>`);
    parts.push(`<path d="${line(ridge(random, horizon - 5, 130, 90, 12))}" fill="${shade(sky.haze, -0.35)}"/>`);
  } else if (setting === 'forest' || setting === 'lake') {
    parts.push(`<path d="${line(ridge(random, horizon - 10, 70, 40, 8))}" fill="${shade(sky.haze, -0.2)}"/>`);
  } else if (setting === 'meadow') {
    parts.push(`<path d="${line(ridge(random, horizon, 45, 30, 6))}" fill="${shade(groundFar ?? '#9db86a', -0.1)}"/>`);
  }

  // The distance: a tree line, water or the sea.
  if (setting === 'forest' || setting === 'lake' || setting === 'mountains') {
    const dark = setting === 'mountains' ? '#3e5a3a' : '#2f4a33';
    let trees = '';
    for (let x = -10; x < VIEW_WIDTH + 20; x += random.int(10, 22)) trees += conifer(x, horizon + 4, random.int(22, setting === 'forest' ? 70 : 45), random.chance(0.5) ? dark : shade(dark, 0.12));
    parts.push(trees);
  }
  if (setting === 'lake' || setting === 'coast') {
    parts.push(`<rect x="0" y="${horizon}" width="${VIEW_WIDTH}" height="${setting === 'coast' ? 60 : 38}" fill="url(#water)"/>`);
    parts.push(`<path d="M0 ${horizon + 12}H${VIEW_WIDTH}M0 ${horizon + 26}H${VIEW_WIDTH}" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`);
    parts.push(`<rect x="0" y="${horizon + (setting === 'coast' ? 60 : 38)}" width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#ground)"/>`);
  } else {
    parts.push(`<rect x="0" y="${horizon}" width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#ground)"/>`);
  }

  // The pitch the vehicle stands on: gravel or grass, in perspective.
  const pitch: Vec3[] = [[-7, 0, -4.5], [7, 0, -4.5], [7, 0, 4.5], [-7, 0, 4.5]];
  const gravel = random.chance(0.5);
  parts.push(`<path d="${pathOf(polygon(camera, pitch))}" fill="${gravel ? '#b3aa98' : shade(ground ?? '#7d9a55', 0.08)}" opacity="${gravel ? 0.7 : 0.45}" filter="url(#soft)"/>`);

  // Trees behind the vehicle, away from the camera, smaller with distance.
  const away = Math.atan2(-camera.position[2], -camera.position[0]);
  const trees: { depth: number; svg: string }[] = [];
  const count = setting === 'coast' ? 1 : random.int(2, 5);
  for (let i = 0; i < count; i++) {
    const angle = away + (random.next() - 0.5) * 1.8;
    const distance = 11 + random.next() * 14;
    const base: Vec3 = [Math.cos(angle) * distance, 0, Math.sin(angle) * distance];
    const foot = camera.project(base);
    const top = camera.project([base[0], 5 + random.next() * 5, base[2]]);
    const height = foot.y - top.y;
    const colour = random.pick(['#2f5233', '#3b6340', '#294a30']);
    trees.push({ depth: foot.depth, svg: `<rect x="${Math.round(foot.x - height * 0.03)}" y="${Math.round(foot.y - height * 0.2)}" width="${Math.max(2, Math.round(height * 0.06))}" height="${Math.round(height * 0.2)}" fill="#4a3b2c"/>${conifer(foot.x, foot.y - height * 0.12, height * 0.95, colour)}${conifer(foot.x, foot.y - height * 0.45, height * 0.6, shade(colour, 0.1))}` });
  }
  parts.push(...trees.sort((a, b) => b.depth - a.depth).map((tree) => tree.svg));

  return { defs, backdrop: parts.join(''), light: sky.light };
}
