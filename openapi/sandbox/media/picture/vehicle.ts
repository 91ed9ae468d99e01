import type { Random } from '../../seed/prng';
import { circle, lit, normalize, pathOf, polygon, shade, type Camera, type Point, type Vec3 } from './projection';
import { centreOf, drawBox } from './solids';

export type CamperSubType = 'motorhome' | 'campervan' | 'caravan' | 'other_camper';

/** A vehicle as an extruded side profile (metres, front towards +X), with what sits on it. */
interface VehicleModel {
  width: number;
  /** The side outline, counter-clockwise (bottom rear first). */
  profile: Point[];
  /** Indices of profile edges that are glass (windscreens, front windows). */
  glass: number[];
  /** Windows on both sides, in profile coordinates. */
  windows: Point[][];
  /** The habitation door, on the near (+Z) side. */
  door?: Point[];
  /** Stripes along the sides. */
  decals: Point[][];
  wheels: { x: number; r: number }[];
  /** Roof boxes: air conditioner, solar panel, skylight (min and max in metres). */
  roof: { min: Vec3; max: Vec3; colour: 'body' | 'dark' | 'panel' }[];
  drawbar?: boolean;
}

export interface VehicleLook {
  body: string;
  accent: string;
  trim: string;
  model: VehicleModel;
}

const WHITES = ['#f4f3ef', '#ecebe6', '#f7f7f5', '#e6e4dc', '#dcdcd8'];
const VAN_COLOURS = ['#f4f3ef', '#c9ccd0', '#2f3b45', '#5c7c8a', '#8a9a5b', '#b5522e', '#d9a441', '#1f4e79', '#6b2d2d', '#e9e1cf'];
const ACCENTS = ['#1f4e79', '#8c2f39', '#3d6b4a', '#c27c0e', '#4b4e6d', '#2f3e46', '#a4450c', '#6c757d'];
const TRUCK_COLOURS = ['#6b6f4e', '#c8b68e', '#7d8471', '#3c4a3e', '#9c8e74'];

const rect = (x0: number, x1: number, y0: number, y1: number): Point[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

function motorhome(random: Random): VehicleModel {
  const length = 6.4 + random.int(0, 12) / 10;
  const h = length / 2;
  const alcove = random.chance(0.5);
  const profile: Point[] = alcove
    ? [[-h, 0.45], [h, 0.45], [h, 0.95], [h - 0.1, 1.25], [h - 0.55, 1.35], [h - 0.95, 2.15], [h - 1.15, 2.2], [h - 0.35, 2.25], [h - 0.25, 2.65], [h - 0.55, 3.1], [-h + 0.1, 3.1], [-h, 2.95]]
    : [[-h, 0.45], [h, 0.45], [h, 1.0], [h - 0.15, 1.4], [h - 0.6, 2.65], [h - 0.9, 2.95], [-h + 0.1, 2.95], [-h, 2.8]];
  const glass = alcove ? [4] : [3];
  const top = alcove ? 3.1 : 2.95;
  const windows = [rect(-h + 0.5, -h + 1.6, 1.55, 2.2), rect(-0.9, 0.4, 1.6, 2.2)];
  windows.push(alcove ? [[h - 1.2, 1.45], [h - 0.75, 1.45], [h - 1.05, 2.05], [h - 1.2, 2.05]] : [[h - 1.4, 1.45], [h - 0.5, 1.45], [h - 0.8, 2.2], [h - 1.4, 2.2]]);
  if (alcove) windows.push(rect(h - 0.9, h - 0.4, 2.5, 2.85));
  const stripeY = 0.95 + random.int(0, 3) / 10;
  return {
    width: 2.3,
    profile,
    glass,
    windows,
    door: rect(0.55, 1.15, 0.55, 2.35),
    decals: [
      [[-h, stripeY], [h - 0.2, stripeY + 0.05], [h - 0.25, stripeY + 0.18], [-h, stripeY + 0.12]],
      [[-h, top - 0.35], [-h + 1.8, top - 0.35], [-h + 0.9, top - 0.2], [-h, top - 0.2]],
    ],
    wheels: [{ x: h - 1.05, r: 0.37 }, { x: -h + 1.9, r: 0.37 }],
    roof: [
      { min: [-0.6, top, -0.4], max: [0.2, top + 0.22, 0.4], colour: 'body' },
      ...(random.chance(0.6) ? [{ min: [-h + 0.6, top, -0.6] as Vec3, max: [-h + 1.9, top + 0.05, 0.55] as Vec3, colour: 'panel' as const }] : []),
    ],
  };
}

function campervan(random: Random): VehicleModel {
  const length = 5.0 + random.int(0, 9) / 10;
  const h = length / 2;
  const roofY = random.chance(0.5) ? 2.75 : 2.45;
  return {
    width: 2.0,
    profile: [[-h, 0.4], [h, 0.4], [h, 0.85], [h - 0.2, 1.12], [h - 0.65, 1.2], [h - 1.2, 2.0], [h - 1.4, roofY], [-h + 0.1, roofY], [-h, roofY - 0.25]],
    glass: [4],
    windows: [[[h - 1.65, 1.3], [h - 0.75, 1.3], [h - 1.25, 1.95], [h - 1.65, 1.95]], rect(-h + 0.35, -h + 1.3, 1.35, 1.95), rect(-0.6, 0.6, 1.35, 1.95)],
    door: rect(-0.7, 0.7, 0.5, roofY - 0.3),
    decals: random.chance(0.5) ? [[[-h, 1.0], [h, 1.0], [h - 0.05, 1.08], [-h, 1.08]]] : [],
    wheels: [{ x: h - 0.85, r: 0.35 }, { x: -h + 1.05, r: 0.35 }],
    roof: random.chance(0.5) ? [{ min: [-h + 0.4, roofY, -0.8], max: [h - 1.6, roofY + 0.08, 0.8], colour: 'dark' }] : [],
  };
}

function caravan(random: Random): VehicleModel {
  const length = 5.4 + random.int(0, 10) / 10;
  const h = length / 2;
  const stripeY = 0.8 + random.int(0, 3) / 10;
  return {
    width: 2.3,
    profile: [[-h, 0.4], [h - 0.2, 0.4], [h, 0.7], [h + 0.05, 1.55], [h - 0.1, 2.25], [h - 0.45, 2.6], [-h + 0.25, 2.6], [-h, 2.3], [-h, 0.7]],
    glass: [3],
    windows: [rect(-h + 0.5, -h + 1.7, 1.35, 2.0), rect(0.2, 1.4, 1.35, 2.0), rect(h - 0.9, h - 0.35, 1.35, 2.0)],
    door: rect(-0.75, -0.15, 0.5, 2.3),
    decals: [[[-h, stripeY], [h, stripeY], [h, stripeY + 0.14], [-h, stripeY + 0.14]]],
    wheels: [{ x: 0.25, r: 0.32 }],
    roof: [{ min: [-0.5, 2.6, -0.35], max: [0.3, 2.72, 0.35], colour: 'dark' }],
    drawbar: true,
  };
}

function expeditionTruck(): VehicleModel {
  const h = 3.3;
  return {
    width: 2.4,
    profile: [[-h, 0.95], [h, 0.95], [h, 1.45], [h - 0.1, 2.0], [h - 0.2, 2.75], [h - 1.3, 2.8], [h - 1.45, 3.55], [-h, 3.55]],
    glass: [3],
    windows: [rect(h - 1.1, h - 0.35, 2.0, 2.6), rect(-h + 0.6, -h + 1.6, 2.3, 3.0), rect(-0.6, 0.5, 2.3, 3.0)],
    door: rect(0.7, 1.3, 1.2, 3.2),
    decals: [],
    wheels: [{ x: h - 1.0, r: 0.55 }, { x: -h + 1.6, r: 0.55 }],
    roof: [{ min: [-h + 0.4, 3.55, -0.9], max: [0.6, 3.6, 0.9], colour: 'panel' }],
  };
}

/** What a vehicle looks like: its shape by subtype, its colours by its own seed. */
export function vehicleLook(subType: CamperSubType, random: Random): VehicleLook {
  switch (subType) {
    case 'motorhome':
      return { body: random.pick(WHITES), accent: random.pick(ACCENTS), trim: '#3a3d40', model: motorhome(random) };
    case 'campervan':
      return { body: random.pick(VAN_COLOURS), accent: random.pick(ACCENTS), trim: '#2b2d2f', model: campervan(random) };
    case 'caravan':
      return { body: random.pick(WHITES), accent: random.pick(ACCENTS), trim: '#4a4d50', model: caravan(random) };
    case 'other_camper':
      return { body: random.pick(TRUCK_COLOURS), accent: '#2b2d2f', trim: '#2b2d2f', model: expeditionTruck() };
  }
}

const onSide = (points: readonly Point[], z: number): Vec3[] => points.map(([x, y]) => [x, y, z] as const);

/** The vehicle, its shadow and wheels, drawn far to near under the light. */
export function drawVehicle(camera: Camera, look: VehicleLook, light: Vec3): string {
  const { model } = look;
  const w = model.width / 2;
  const xs = model.profile.map(([x]) => x);
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const out: string[] = [];

  // A soft shadow on the ground, a little towards the side away from the light.
  const sx = -light[0] * 0.25;
  const sz = -light[2] * 0.25;
  out.push(`<path d="${pathOf(polygon(camera, [[minX - 0.3 + sx, 0.01, -w - 0.3 + sz], [maxX + 0.4 + sx, 0.01, -w - 0.3 + sz], [maxX + 0.4 + sx, 0.01, w + 0.3 + sz], [minX - 0.3 + sx, 0.01, w + 0.3 + sz]]))}" fill="#000" opacity="0.35" filter="url(#soft)"/>`);

  if (model.drawbar) {
    const tip: Vec3 = [maxX + 1.2, 0.45, 0];
    out.push(`<path d="${pathOf(polygon(camera, [[maxX - 0.1, 0.42, -0.5], tip, [maxX - 0.1, 0.48, 0.5], tip]))}" fill="none" stroke="#2a2a2a" stroke-width="7" stroke-linejoin="round"/>`);
    out.push(`<path d="${pathOf(polygon(camera, [[maxX + 0.7, 0.05, -0.05], [maxX + 0.75, 0.05, -0.05], [maxX + 0.75, 0.45, -0.05], [maxX + 0.7, 0.45, -0.05]]))}" fill="#3a3a3a"/>`);
  }

  const wheels = (z: number, near: boolean) =>
    model.wheels
      .map(({ x, r }) => {
        const side: Vec3 = [0, 0, z > 0 ? 1 : -1];
        const tyre = circle([x, r, z], r, [1, 0, 0], [0, 1, 0]);
        const rim = circle([x, r, z + side[2] * 0.02], r * 0.58, [1, 0, 0], [0, 1, 0], 14);
        const hub = circle([x, r, z + side[2] * 0.03], r * 0.18, [1, 0, 0], [0, 1, 0], 10);
        return `<path d="${pathOf(polygon(camera, tyre))}" fill="#1b1c1d"/>${near ? `<path d="${pathOf(polygon(camera, rim))}" fill="url(#rim)"/><path d="${pathOf(polygon(camera, hub))}" fill="#55595c"/>` : ''}`;
      })
      .join('');

  // Which side the camera sees: wheels of the other side peek out below the body first.
  const nearZ = camera.position[2] >= 0 ? w : -w;
  out.push(wheels(-nearZ * 0.92, false));

  // Body faces: the two sides and a strip per profile edge; back faces culled, far ones first.
  const faces: { points: Vec3[]; normal: Vec3; kind: 'side' | 'strip' | 'glass'; z?: number }[] = [
    { points: onSide(model.profile, w), normal: [0, 0, 1], kind: 'side', z: w },
    { points: onSide([...model.profile].reverse(), -w), normal: [0, 0, -1], kind: 'side', z: -w },
  ];
  model.profile.forEach(([x0, y0], i) => {
    const [x1, y1] = model.profile[(i + 1) % model.profile.length] as Point;
    const normal = normalize([y1 - y0, -(x1 - x0), 0]);
    faces.push({ points: [[x0, y0, w], [x0, y0, -w], [x1, y1, -w], [x1, y1, w]], normal, kind: model.glass.includes(i) ? 'glass' : 'strip' });
  });
  const visible = faces
    .filter((face) => camera.facing(centreOf(face.points), face.normal) > 0.002)
    .map((face) => ({ face, depth: camera.project(centreOf(face.points)).depth }))
    .sort((a, b) => b.depth - a.depth);

  for (const { face } of visible) {
    const d = pathOf(polygon(camera, face.points));
    if (face.kind === 'glass') {
      out.push(`<path d="${d}" fill="url(#glass)" stroke="${look.trim}" stroke-width="3"/>`);
      continue;
    }
    const base = face.normal[1] > 0.7 ? shade(look.body, 0.08) : face.normal[1] < -0.5 ? shade(look.body, -0.45) : look.body;
    out.push(`<path d="${d}" fill="${lit(base, face.normal, light, 0.22)}"/>`);
    if (face.kind === 'strip' && Math.abs(face.normal[0]) > 0.9) out.push(lights(camera, face.normal[0] > 0 ? maxX : minX, face.normal[0] > 0, w, model));
    if (face.kind !== 'side' || face.z === undefined) continue;
    const z = face.z + Math.sign(face.z) * 0.005;
    // A sheen from top to bottom of the side.
    out.push(`<path d="${d}" fill="url(#sheen)"/>`);
    for (const decal of model.decals) out.push(`<path d="${pathOf(polygon(camera, onSide(decal, z)))}" fill="${lit(look.accent, face.normal, light, 0.3)}"/>`);
    for (const window of model.windows) out.push(`<path d="${pathOf(polygon(camera, onSide(window, z)))}" fill="url(#glass)" stroke="${look.trim}" stroke-width="2.5"/>`);
    if (model.door && face.z > 0) out.push(`<path d="${pathOf(polygon(camera, onSide(model.door, z)))}" fill="none" stroke="${shade(look.body, -0.35)}" stroke-width="2"/>`);
    // The skirt between the wheels, darker.
    const [first] = model.profile;
    if (first) out.push(`<path d="${pathOf(polygon(camera, onSide([[minX, first[1]], [maxX, first[1]], [maxX, first[1] + 0.12], [minX, first[1] + 0.12]], z)))}" fill="${look.trim}" opacity="0.55"/>`);
    out.push(wheels(face.z * 1.01, true));
  }

  const roofTop = Math.max(...model.profile.map(([, y]) => y));
  for (const part of model.roof) {
    if (camera.position[1] < roofTop - 0.2) continue;
    const colour = part.colour === 'body' ? shade(look.body, -0.05) : part.colour === 'panel' ? '#243447' : '#3b3f44';
    out.push(drawBox(camera, part.min, part.max, colour, light));
  }
  return out.join('');
}

function lights(camera: Camera, x: number, front: boolean, w: number, model: VehicleModel): string {
  const y0 = (model.profile[0]?.[1] ?? 0.4) + 0.25;
  const xx = x + (front ? 0.01 : -0.01);
  const lamp = (z0: number, z1: number) => pathOf(polygon(camera, [[xx, y0, z0], [xx, y0, z1], [xx, y0 + 0.16, z1], [xx, y0 + 0.16, z0]]));
  const colour = front ? '#f2f4f5' : '#b3261e';
  return `<path d="${lamp(w - 0.1, w - 0.45)}" fill="${colour}"/><path d="${lamp(-w + 0.1, -w + 0.45)}" fill="${colour}"/>`;
}
