import { lit, pathOf, polygon, type Camera, type Vec3 } from './projection';

export interface Face {
  points: Vec3[];
  normal: Vec3;
}

/** The six faces of an axis-aligned box, normals outward (or inward, for a room seen from inside). */
export function boxFaces(min: Vec3, max: Vec3, inward = false): Face[] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const s = inward ? -1 : 1;
  return [
    { points: [[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]], normal: [0, 0, s] },
    { points: [[x1, y0, z0], [x0, y0, z0], [x0, y1, z0], [x1, y1, z0]], normal: [0, 0, -s] },
    { points: [[x1, y0, z1], [x1, y0, z0], [x1, y1, z0], [x1, y1, z1]], normal: [s, 0, 0] },
    { points: [[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]], normal: [-s, 0, 0] },
    { points: [[x0, y1, z1], [x1, y1, z1], [x1, y1, z0], [x0, y1, z0]], normal: [0, s, 0] },
    { points: [[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], normal: [0, -s, 0] },
  ];
}

const centreOf = (points: readonly Vec3[]): Vec3 => {
  const n = points.length;
  return [points.reduce((a, p) => a + p[0], 0) / n, points.reduce((a, p) => a + p[1], 0) / n, points.reduce((a, p) => a + p[2], 0) / n];
};

/** The faces of a box the camera sees, lit, as SVG paths (far faces first). */
export function drawBox(camera: Camera, min: Vec3, max: Vec3, colour: string, light: Vec3, options: { inward?: boolean; strength?: number; stroke?: string } = {}): string {
  return boxFaces(min, max, options.inward)
    .filter((face) => camera.facing(centreOf(face.points), face.normal) > 0.001)
    .map((face) => ({ face, depth: camera.project(centreOf(face.points)).depth }))
    .sort((a, b) => b.depth - a.depth)
    .map(({ face }) => `<path d="${pathOf(polygon(camera, face.points))}" fill="${lit(colour, face.normal, light, options.strength)}"${options.stroke ? ` stroke="${options.stroke}" stroke-width="1"` : ''}/>`)
    .join('');
}

/** Depth of a box's centre, to draw boxes far to near. */
export const boxDepth = (camera: Camera, min: Vec3, max: Vec3): number => camera.project(centreOf([min, max])).depth;

export { centreOf };
