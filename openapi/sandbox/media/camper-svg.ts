import { createRandom, hashString } from '../seed/prng';
import { floorPlan } from './picture/floor-plan';
import { interior, interiorLook, isInteriorView } from './picture/interior';
import { createCamera, VIEW_HEIGHT, VIEW_WIDTH, type Vec3 } from './picture/projection';
import { outdoor } from './picture/scenery';
import { drawVehicle, vehicleLook, type CamperSubType } from './picture/vehicle';

/**
 * The sandbox's vehicle photos, drawn as SVG like product photos: the vehicle in perspective on
 * a pitch outdoors (shape by subtype, colours by vehicle, angle and scenery by photo), its rooms
 * for the interior views and a plan. No text in the picture. The same image always draws the same.
 */
export interface CamperPicture {
  assetId: number;
  imageId: number;
  subType: CamperSubType;
  viewType: string;
  /** Read to screen readers (the SVG's own name); never drawn. */
  label: string;
  width: number;
  /** Quarter turns clockwise. */
  rotation: number;
}

const STRIPES = ['#1f6f8b', '#b23a48', '#3d7a4a', '#c27c0e', '#5b4b8a', '#2f3e46', '#8c2f39'];
const SKIES = [
  ['#8ecae6', '#e0f2fe'],
  ['#ffb703', '#ffe8c2'],
  ['#a3c4f3', '#f1f7ff'],
  ['#90be6d', '#e9f5db'],
];

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const DEG = Math.PI / 180;

/** The camera's angle around the vehicle: 0 looks at its left side, 90 at its front, 180 its right side. */
function yawOf(viewType: string, random: ReturnType<typeof createRandom>): number {
  const jitter = (spread: number) => (random.next() - 0.5) * spread;
  if (viewType === 'back_right') return 225 + jitter(20);
  if (viewType === 'main') return (random.chance(0.5) ? 38 : 142) + jitter(16);
  return random.pick([12, 60, 120, 168, 205, 250, 320]) + jitter(16);
}

/** The vehicle outdoors from the photo's angle. */
function exterior(picture: CamperPicture): { defs: string; scene: string } {
  const look = vehicleLook(picture.subType, createRandom(hashString(`vehicle:${picture.assetId}`)));
  const random = createRandom(hashString(`photo:${picture.assetId}:${picture.imageId}`));
  const yaw = yawOf(picture.viewType, random) * DEG;
  const xs = look.model.profile.map(([x]) => x);
  const length = Math.max(...xs) - Math.min(...xs);
  const distance = length * (0.9 + random.next() * 0.25) + 2.5;
  const eye = 1.35 + random.next() * 0.6;
  const position: Vec3 = [Math.sin(yaw) * distance, eye, Math.cos(yaw) * distance];
  const camera = createCamera(position, [(random.next() - 0.5) * 0.6, 1.3, 0], 800 + random.int(0, 120));
  const scenery = outdoor(camera, random);
  const defs =
    scenery.defs +
    `<linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#3b4d5c"/><stop offset="0.45" stop-color="#6f8797"/><stop offset="0.5" stop-color="#2c3b47"/><stop offset="1" stop-color="#1c252d"/></linearGradient>` +
    `<radialGradient id="rim"><stop offset="0" stop-color="#d9dcdf"/><stop offset="1" stop-color="#7c8287"/></radialGradient>` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>` +
    `<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>`;
  return { defs, scene: scenery.backdrop + drawVehicle(camera, look, scenery.light) };
}

/** The SVG document of one rendition; the drawing is 1000 × 667 units, scaled to the width. */
export function camperSvg(picture: CamperPicture): string {
  const furnishing = interiorLook(createRandom(hashString(`interior:${picture.assetId}`)));
  const random = createRandom(hashString(`room:${picture.assetId}:${picture.imageId}`));
  const { defs, scene } =
    picture.viewType === 'plan'
      ? { defs: '', scene: floorPlan(picture.subType, furnishing, random) }
      : isInteriorView(picture.viewType)
        ? interior(picture.viewType, furnishing, random)
        : exterior(picture);
  const turns = ((picture.rotation % 4) + 4) % 4;
  const height = Math.round((picture.width * 2) / 3);
  const [outerWidth, outerHeight] = turns % 2 === 0 ? [picture.width, height] : [height, picture.width];
  const [viewWidth, viewHeight] = turns % 2 === 0 ? [VIEW_WIDTH, VIEW_HEIGHT] : [VIEW_HEIGHT, VIEW_WIDTH];
  const transform = ['', 'translate(667 0) rotate(90)', 'translate(1000 667) rotate(180)', 'translate(0 1000) rotate(270)'][turns];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outerWidth}" height="${outerHeight}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-label="${escapeXml(picture.label)}"><defs>${defs}</defs><g transform="${transform}">${scene}</g></svg>`;
}

/** A labelled stand-in for an uploaded photo (damage, check-in, licence, ID document, magazine). */
export function photoSvg(label: string, seed: string, width: number, rotation: number): string {
  const hash = hashString(seed);
  const [sky, horizon] = SKIES[hash % SKIES.length] ?? ['#8ecae6', '#e0f2fe'];
  const turns = ((rotation % 4) + 4) % 4;
  const height = Math.round((width * 2) / 3);
  const [outerWidth, outerHeight] = turns % 2 === 0 ? [width, height] : [height, width];
  const transform = ['', 'translate(667 0) rotate(90)', 'translate(1000 667) rotate(180)', 'translate(0 1000) rotate(270)'][turns];
  const [viewWidth, viewHeight] = turns % 2 === 0 ? [1000, 667] : [667, 1000];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outerWidth}" height="${outerHeight}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-label="${escapeXml(label)}">
<g transform="${transform}"><rect width="1000" height="667" fill="${horizon}"/><rect x="60" y="60" width="880" height="547" rx="24" fill="${sky}" opacity="0.5"/>
<circle cx="500" cy="290" r="90" fill="none" stroke="#2f3e46" stroke-width="14"/><rect x="380" y="210" width="240" height="160" rx="20" fill="none" stroke="#2f3e46" stroke-width="14"/>
<text x="500" y="480" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#2f3e46">${escapeXml(label)}</text></g></svg>`;
}

/** An avatar or logotype: the initials on a colour of the user. */
export function initialsSvg(initials: string, seed: string, size: number, rotation: number): string {
  const colour = STRIPES[hashString(seed) % STRIPES.length] ?? '#1f6f8b';
  const turn = ((rotation % 4) + 4) % 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(initials)}">
<g transform="rotate(${turn * 90} 50 50)"><rect width="100" height="100" fill="${colour}"/><text x="50" y="62" text-anchor="middle" font-family="sans-serif" font-size="38" fill="#fff">${escapeXml(initials)}</text></g></svg>`;
}
