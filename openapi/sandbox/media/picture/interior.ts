import type { Random } from '../../seed/prng';
import { circle, createCamera, normalize, pathOf, polygon, shade, VIEW_HEIGHT, VIEW_WIDTH, type Camera, type Vec3 } from './projection';
import { boxDepth, drawBox } from './solids';

/** The furnishing of one vehicle: the same wood, fabric and floor in all its interior photos. */
export interface InteriorLook {
  wood: string;
  worktop: string;
  fabric: string;
  floor: string;
  wall: string;
}

const WOODS = ['#c89b6d', '#a8744a', '#e9e4dc', '#8b6b4f', '#d8c3a0', '#9e9a92'];
const WORKTOPS = ['#3b3b3b', '#e8e4dc', '#6d6259', '#c9c2b5'];
const FABRICS = ['#2f4b6e', '#7a7d80', '#b8a88a', '#5b6e4f', '#8c3b3b', '#3f3f46', '#c96f3b'];
const FLOORS = ['#8a6a4a', '#6f6a63', '#b89b78', '#4e4a45'];
const WALLS = ['#efe7da', '#e6e2da', '#f1ede4', '#dfe3e2', '#ece3d3'];

export function interiorLook(random: Random): InteriorLook {
  return { wood: random.pick(WOODS), worktop: random.pick(WORKTOPS), fabric: random.pick(FABRICS), floor: random.pick(FLOORS), wall: random.pick(WALLS) };
}

type Part = { min: Vec3; max: Vec3; colour: string };

/** The room: width across (X), height (Y) and depth (into the picture, −Z), seen from its open end. */
interface Room {
  width: number;
  height: number;
  depth: number;
}

const LIGHT: Vec3 = normalize([0.35, 0.8, 0.5]);

function roomShell(camera: Camera, room: Room, look: InteriorLook): string {
  const w = room.width / 2;
  // The walls, floor and ceiling run on past the camera, so they fill the frame.
  const n = 3;
  const faces: { points: Vec3[]; colour: string }[] = [
    { points: [[-w, 0, n], [w, 0, n], [w, 0, -room.depth], [-w, 0, -room.depth]], colour: look.floor },
    { points: [[-w, room.height, n], [-w, room.height, -room.depth], [w, room.height, -room.depth], [w, room.height, n]], colour: shade(look.wall, -0.04) },
    { points: [[-w, 0, n], [-w, 0, -room.depth], [-w, room.height, -room.depth], [-w, room.height, n]], colour: shade(look.wall, -0.12) },
    { points: [[w, 0, -room.depth], [w, 0, n], [w, room.height, n], [w, room.height, -room.depth]], colour: shade(look.wall, -0.2) },
    { points: [[-w, 0, -room.depth], [w, 0, -room.depth], [w, room.height, -room.depth], [-w, room.height, -room.depth]], colour: look.wall },
  ];
  // Floor boards, receding.
  let boards = '';
  for (let x = -w + 0.2; x < w; x += 0.2) boards += `<path d="${pathOf(polygon(camera, [[x, 0.001, 0.3], [x + 0.004, 0.001, 0.3], [x + 0.004, 0.001, -room.depth], [x, 0.001, -room.depth]]))}" fill="${shade(look.floor, -0.2)}"/>`;
  const shell = faces.map((face) => `<path d="${pathOf(polygon(camera, face.points))}" fill="${face.colour}"/>`).join('');
  // A ceiling light strip.
  const light = `<path d="${pathOf(polygon(camera, [[-0.15, room.height - 0.001, -0.4], [0.15, room.height - 0.001, -0.4], [0.15, room.height - 0.001, -room.depth + 0.4], [-0.15, room.height - 0.001, -room.depth + 0.4]]))}" fill="#fffdf3"/>`;
  return `${shell}${boards}${light}`;
}

/** A window in a side wall (x = ±w) with the sky outside and a blind half down. */
function sideWindow(camera: Camera, x: number, z0: number, z1: number, y0: number, y1: number, look: InteriorLook): string {
  const inset = x > 0 ? -0.002 : 0.002;
  const pane = pathOf(polygon(camera, [[x + inset, y0, z0], [x + inset, y0, z1], [x + inset, y1, z1], [x + inset, y1, z0]]));
  const blind = pathOf(polygon(camera, [[x + inset * 2, y1 - (y1 - y0) * 0.3, z0], [x + inset * 2, y1 - (y1 - y0) * 0.3, z1], [x + inset * 2, y1, z1], [x + inset * 2, y1, z0]]));
  return `<path d="${pane}" fill="url(#outside)" stroke="${shade(look.wall, -0.45)}" stroke-width="5"/><path d="${blind}" fill="${shade(look.wall, -0.08)}"/>`;
}

/** A window in the back wall. */
function backWindow(camera: Camera, z: number, x0: number, x1: number, y0: number, y1: number, look: InteriorLook): string {
  const pane = pathOf(polygon(camera, [[x0, y0, z + 0.002], [x1, y0, z + 0.002], [x1, y1, z + 0.002], [x0, y1, z + 0.002]]));
  return `<path d="${pane}" fill="url(#outside)" stroke="${shade(look.wall, -0.45)}" stroke-width="5"/>`;
}

const boxes = (camera: Camera, parts: readonly Part[], strength = 0.3) =>
  [...parts]
    .sort((a, b) => boxDepth(camera, b.min, b.max) - boxDepth(camera, a.min, a.max))
    .map((part) => drawBox(camera, part.min, part.max, part.colour, LIGHT, { strength }))
    .join('');

/** Cupboard doors as darker outlines on a front face at z. */
function doors(camera: Camera, x0: number, x1: number, y0: number, y1: number, z: number, count: number, colour: string): string {
  let out = '';
  const step = (x1 - x0) / count;
  for (let i = 0; i < count; i++) {
    const a = x0 + step * i + 0.02;
    const b = x0 + step * (i + 1) - 0.02;
    out += `<path d="${pathOf(polygon(camera, [[a, y0 + 0.03, z], [b, y0 + 0.03, z], [b, y1 - 0.03, z], [a, y1 - 0.03, z]]))}" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="2"/>`;
  }
  return out;
}

/** Doors on a side face at x (facing across the room). */
function sideDoors(camera: Camera, x: number, z0: number, z1: number, y0: number, y1: number, count: number, colour: string): string {
  let out = '';
  const step = (z1 - z0) / count;
  for (let i = 0; i < count; i++) {
    const a = z0 + step * i + 0.02;
    const b = z0 + step * (i + 1) - 0.02;
    out += `<path d="${pathOf(polygon(camera, [[x, y0 + 0.03, a], [x, y0 + 0.03, b], [x, y1 - 0.03, b], [x, y1 - 0.03, a]]))}" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="2"/>`;
  }
  return out;
}

function kitchen(random: Random, look: InteriorLook): { room: Room; draw: (camera: Camera) => string } {
  const room = { width: 2.2, height: 2.0, depth: 3.6 };
  const w = room.width / 2;
  const left = random.chance(0.5) ? -1 : 1;
  const edge = left * (w - 0.6);
  const [cx0, cx1] = left < 0 ? [-w, edge] : [edge, w];
  return {
    room,
    draw: (camera) => {
      const face = left < 0 ? cx1 + 0.001 : cx0 - 0.001;
      const hob = [-1.4, -1.75].map((z) => `<path d="${pathOf(polygon(camera, circle([(cx0 + cx1) / 2, 0.935, z], 0.1, [1, 0, 0], [0, 0, 1])))}" fill="#222"/>`).join('');
      const sink = `<path d="${pathOf(polygon(camera, [[cx0 + 0.12, 0.936, -2.2], [cx1 - 0.12, 0.936, -2.2], [cx1 - 0.12, 0.936, -2.6], [cx0 + 0.12, 0.936, -2.6]]))}" fill="#b9bfc4" stroke="#8d9398" stroke-width="2"/>`;
      return (
        sideWindow(camera, left * w, -1.3, -2.7, 1.05, 1.45, look) +
        boxes(camera, [
          { min: [cx0, 0, -3.0], max: [cx1, 0.9, -1.0], colour: look.wood },
          { min: [cx0 - 0.01 * left, 0.9, -3.02], max: [cx1 + 0.02 * left, 0.94, -0.98], colour: look.worktop },
          { min: left < 0 ? [-w, 1.5, -3.2] : [w - 0.38, 1.5, -3.2], max: left < 0 ? [-w + 0.38, 1.95, -0.9] : [w, 1.95, -0.9], colour: look.wood },
          { min: left < 0 ? [-w, 0, -3.6] : [w - 0.6, 0, -3.6], max: left < 0 ? [-w + 0.6, 1.9, -3.05] : [w, 1.9, -3.05], colour: shade(look.wood, -0.08) },
          { min: left < 0 ? [w - 0.55, 0, -2.2] : [-w, 0, -2.2], max: left < 0 ? [w, 0.45, -0.6] : [-w + 0.55, 0.45, -0.6], colour: look.fabric },
        ]) +
        sideDoors(camera, face, -1.0, -3.0, 0.05, 0.85, 4, look.wood) +
        hob +
        sink
      );
    },
  };
}

function bathroom(random: Random, look: InteriorLook): { room: Room; draw: (camera: Camera) => string } {
  const room = { width: 1.3, height: 2.0, depth: 1.6 };
  const w = room.width / 2;
  const tile = random.pick(['#dfe6e9', '#ece7df', '#d5dbd6', '#f1f1ef']);
  return {
    room,
    draw: (camera) => {
      const bowl = `<path d="${pathOf(polygon(camera, circle([-w + 0.3, 0.86, -0.95], 0.17, [1, 0, 0], [0, 0, 1])))}" fill="#fafafa" stroke="#c4c8cc" stroke-width="2"/>`;
      const seat = `<path d="${pathOf(polygon(camera, circle([w - 0.28, 0.46, -1.05], 0.2, [1, 0, 0], [0, 0, 0.8])))}" fill="#f4f4f4" stroke="#c4c8cc" stroke-width="2"/>`;
      const mirror = `<path d="${pathOf(polygon(camera, [[-w + 0.002, 1.15, -0.7], [-w + 0.002, 1.15, -1.2], [-w + 0.002, 1.65, -1.2], [-w + 0.002, 1.65, -0.7]]))}" fill="url(#outside)" opacity="0.7" stroke="#9aa0a6" stroke-width="3"/>`;
      let tiles = '';
      for (let y = 0.3; y < 2; y += 0.3) tiles += `<path d="${pathOf(polygon(camera, [[-w, y, -1.599], [w, y, -1.599], [w, y + 0.004, -1.599], [-w, y + 0.004, -1.599]]))}" fill="${shade(tile, -0.15)}"/>`;
      return (
        `<path d="${pathOf(polygon(camera, [[-w, 0, -1.6], [w, 0, -1.6], [w, 2, -1.6], [-w, 2, -1.6]]))}" fill="${tile}"/>` +
        tiles +
        mirror +
        boxes(camera, [
          { min: [-w, 0, -1.2], max: [-w + 0.55, 0.82, -0.7], colour: look.wood },
          { min: [-w, 0.82, -1.22], max: [-w + 0.58, 0.86, -0.68], colour: '#f2f2f2' },
          { min: [w - 0.45, 0, -1.25], max: [w - 0.1, 0.42, -0.85], colour: '#f0f0f0' },
          { min: [w - 0.5, 0, -1.6], max: [w, 0.06, -1.3], colour: '#e8eaec' },
        ]) +
        bowl +
        seat +
        `<path d="${pathOf(polygon(camera, [[w - 0.55, 0.06, -1.3], [w, 0.06, -1.3], [w, 1.9, -1.3], [w - 0.55, 1.9, -1.3]]))}" fill="#cfe3ea" opacity="0.35" stroke="#9aa0a6" stroke-width="2"/>`
      );
    },
  };
}

function sleepingArea(random: Random, look: InteriorLook): { room: Room; draw: (camera: Camera) => string } {
  const room = { width: 2.3, height: 2.0, depth: 3.4 };
  const w = room.width / 2;
  const duvet = random.pick(['#f5f5f2', '#e7ecef', look.fabric, '#e9e1d3']);
  return {
    room,
    draw: (camera) =>
      backWindow(camera, -3.4, -0.5, 0.5, 1.05, 1.45, look) +
      sideWindow(camera, -w, -1.8, -2.8, 1.0, 1.4, look) +
      boxes(camera, [
        { min: [-w, 0, -3.4], max: [w, 0.55, -1.4], colour: look.wood },
        { min: [-w + 0.03, 0.55, -3.37], max: [w - 0.03, 0.72, -1.43], colour: '#f4f2ec' },
        { min: [-w + 0.05, 0.72, -2.75], max: [w - 0.05, 0.8, -1.43], colour: duvet },
        { min: [-w + 0.15, 0.72, -3.3], max: [-0.08, 0.86, -2.95], colour: '#fbfbf8' },
        { min: [0.08, 0.72, -3.3], max: [w - 0.15, 0.86, -2.95], colour: '#fbfbf8' },
        { min: [-w, 1.55, -3.4], max: [-w + 0.35, 1.98, -1.4], colour: look.wood },
        { min: [w - 0.35, 1.55, -3.4], max: [w, 1.98, -1.4], colour: look.wood },
      ], 0.25) +
      doors(camera, -w + 0.02, w - 0.02, 0.05, 0.5, -1.399, 3, look.wood),
  };
}

function sittingArea(random: Random, look: InteriorLook): { room: Room; draw: (camera: Camera) => string } {
  const room = { width: 2.3, height: 2.0, depth: 3.6 };
  const w = room.width / 2;
  const side = random.chance(0.5) ? -1 : 1;
  const inner = side * (w - 0.55);
  const outer = side * w;
  const [x0, x1] = side < 0 ? [outer, inner] : [inner, outer];
  const table = side * (w - 0.75);
  return {
    room,
    draw: (camera) =>
      sideWindow(camera, outer, -1.2, -2.9, 0.95, 1.5, look) +
      boxes(camera, [
        { min: [x0, 0, -1.4], max: [x1, 0.45, -0.8], colour: look.wood },
        { min: [x0, 0.45, -1.4], max: [x1, 0.58, -0.8], colour: look.fabric },
        { min: [x0, 0.58, -0.95], max: [x1, 1.05, -0.8], colour: shade(look.fabric, -0.1) },
        { min: [x0, 0, -3.3], max: [x1, 0.45, -2.7], colour: look.wood },
        { min: [x0, 0.45, -3.3], max: [x1, 0.58, -2.7], colour: look.fabric },
        { min: [x0, 0.58, -3.3], max: [x1, 1.05, -3.15], colour: shade(look.fabric, -0.1) },
        { min: [Math.min(table, outer), 0.72, -2.5], max: [Math.max(table, outer), 0.76, -1.6], colour: look.worktop },
        { min: [table - 0.03, 0, -2.1], max: [table + 0.03, 0.72, -2.0], colour: '#8d9398' },
        { min: side < 0 ? [w - 0.6, 0, -3.6] : [-w, 0, -3.6], max: side < 0 ? [w, 0.9, -2.0] : [-w + 0.6, 0.9, -2.0], colour: look.wood },
        { min: side < 0 ? [-w, 1.55, -3.4] : [w - 0.35, 1.55, -3.4], max: side < 0 ? [-w + 0.35, 1.98, -0.9] : [w, 1.98, -0.9], colour: look.wood },
      ]),
  };
}

function storageArea(random: Random, _look: InteriorLook): { room: Room; draw: (camera: Camera) => string } {
  const room = { width: 2.2, height: 1.1, depth: 1.4 };
  const w = room.width / 2;
  const crates = ['#3d6b8a', '#6b6b6b', '#c27c0e', '#3d6b4a', '#2f3e46'];
  const parts: Part[] = [];
  let x = -w + 0.05;
  while (x < w - 0.5) {
    const width = 0.35 + random.next() * 0.3;
    const height = 0.25 + random.next() * 0.35;
    parts.push({ min: [x, 0, -1.35], max: [x + width, height, -0.85], colour: random.pick(crates) });
    x += width + 0.05;
  }
  parts.push({ min: [w - 0.45, 0, -0.8], max: [w - 0.05, 0.05, -0.2], colour: '#50555a' });
  return {
    room,
    draw: (camera) =>
      boxes(camera, parts) +
      `<path d="${pathOf(polygon(camera, circle([-w + 0.35, 0.35, -0.5], 0.3, [0, 1, 0], [0, 0, 1])))}" fill="none" stroke="#2b2d2f" stroke-width="6"/>` +
      `<path d="${pathOf(polygon(camera, circle([-w + 0.35, 0.35, -0.5], 0.06, [0, 1, 0], [0, 0, 1], 8)))}" fill="#2b2d2f"/>`,
  };
}

const ROOMS = { kitchen, bathroom, sleeping_area: sleepingArea, sitting_area: sittingArea, storage_area: storageArea } as const;
export type InteriorView = keyof typeof ROOMS;
export const isInteriorView = (view: string): view is InteriorView => view in ROOMS;

/** An interior photo: the room of the view, furnished in the vehicle's look, from a slightly varied viewpoint. */
export function interior(view: InteriorView, look: InteriorLook, random: Random): { defs: string; scene: string } {
  const { room, draw } = ROOMS[view](random, look);
  const eye: Vec3 = [(random.next() - 0.5) * room.width * 0.3, room.height * (0.62 + random.next() * 0.12), 0.35 + random.next() * 0.3];
  const camera = createCamera(eye, [(random.next() - 0.5) * 0.4, room.height * 0.38, -room.depth], 380);
  const defs =
    `<linearGradient id="outside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcdcf2"/><stop offset="0.6" stop-color="#eaf4fb"/><stop offset="1" stop-color="#9cc08a"/></linearGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`;
  return { defs, scene: roomShell(camera, room, look) + draw(camera) + `<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#vignette)"/>` };
}

