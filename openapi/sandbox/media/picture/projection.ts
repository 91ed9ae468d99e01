/**
 * A pinhole camera for the sandbox's drawings: world points in metres (X along the vehicle,
 * Y up, Z across) to the 1000 × 667 picture. Enough 3-D for perspective and shading that
 * reads as a photo at card size, with no dependency.
 */
export type Vec3 = readonly [number, number, number];
export type Point = readonly [number, number];

export const VIEW_WIDTH = 1000;
export const VIEW_HEIGHT = 667;

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const normalize = (a: Vec3): Vec3 => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

export interface Camera {
  position: Vec3;
  /** Screen point of a world point, and its depth along the view. */
  project(point: Vec3): { x: number; y: number; depth: number };
  /** How much a face with this outward normal at this point faces the camera (> 0: visible). */
  facing(point: Vec3, normal: Vec3): number;
  /** Screen y of the horizon. */
  horizon: number;
}

export function createCamera(position: Vec3, target: Vec3, focal: number): Camera {
  const forward = normalize(sub(target, position));
  const right = normalize(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const project = (point: Vec3) => {
    const d = sub(point, position);
    const depth = Math.max(0.05, dot(d, forward));
    return { x: VIEW_WIDTH / 2 + (focal * dot(d, right)) / depth, y: VIEW_HEIGHT / 2 - (focal * dot(d, up)) / depth, depth };
  };
  const level = normalize([forward[0], 0, forward[2]]);
  const far: Vec3 = [position[0] + level[0] * 1e5, position[1], position[2] + level[2] * 1e5];
  return { position, project, facing: (point, normal) => dot(normalize(sub(position, point)), normal), horizon: project(far).y };
}

/** Rounded to whole units: the drawings stay small. */
export const pathOf = (points: readonly Point[]): string => `M${points.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L')}Z`;

export function polygon(camera: Camera, points: readonly Vec3[]): Point[] {
  return points.map((point) => {
    const { x, y } = camera.project(point);
    return [x, y] as const;
  });
}

/** Hex colour darkened (amount < 0) or lightened (amount > 0) by a share of the way to black or white. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** A face lit by a light from `light` (normalised), with some ambient light. */
export function lit(hex: string, normal: Vec3, light: Vec3, strength = 0.38): string {
  const lambert = Math.max(0, dot(normal, light));
  return shade(hex, (lambert - 0.55) * strength * 2);
}

/** Points of a circle in a plane, for wheels, hobs and basins. */
export function circle(centre: Vec3, radius: number, axisA: Vec3, axisB: Vec3, steps = 18): Vec3[] {
  return Array.from({ length: steps }, (_, i) => {
    const angle = (i / steps) * Math.PI * 2;
    const a = Math.cos(angle) * radius;
    const b = Math.sin(angle) * radius;
    return [centre[0] + axisA[0] * a + axisB[0] * b, centre[1] + axisA[1] * a + axisB[1] * b, centre[2] + axisA[2] * a + axisB[2] * b] as const;
  });
}
