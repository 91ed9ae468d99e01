import { hashString } from '../seed/prng';

/**
 * The sandbox's vehicle photos: an SVG illustration drawn from the vehicle (its
 * subtype sets the silhouette, its id the colours and the scenery) and the photo's
 * view (outside views show the vehicle, inside views a simple interior).
 */
export interface CamperPicture {
  assetId: number;
  imageId: number;
  subType: 'motorhome' | 'campervan' | 'caravan' | 'other_camper';
  viewType: string;
  label: string;
  width: number;
  /** Quarter turns clockwise. */
  rotation: number;
}

const BODY_COLOURS = ['#f4f4f2', '#e8e4da', '#dfe6ec', '#f1ece4', '#cfd8dc', '#fafafa'];
const STRIPES = ['#1f6f8b', '#b23a48', '#3d7a4a', '#c27c0e', '#5b4b8a', '#2f3e46', '#8c2f39'];
const SKIES = [
  ['#8ecae6', '#e0f2fe'],
  ['#ffb703', '#ffe8c2'],
  ['#a3c4f3', '#f1f7ff'],
  ['#90be6d', '#e9f5db'],
];
const INSIDE = new Set(['kitchen', 'bathroom', 'sitting_area', 'sleeping_area', 'storage_area']);

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function vehicle(subType: CamperPicture['subType'], body: string, stripe: string): string {
  const wheel = (x: number) => `<circle cx="${x}" cy="470" r="38" fill="#222"/><circle cx="${x}" cy="470" r="16" fill="#9aa0a6"/>`;
  switch (subType) {
    case 'caravan':
      return `<rect x="250" y="250" width="560" height="210" rx="60" fill="${body}" stroke="#555" stroke-width="4"/>
<rect x="250" y="360" width="560" height="26" fill="${stripe}"/><rect x="330" y="290" width="120" height="60" rx="10" fill="#4a6572"/>
<rect x="600" y="290" width="150" height="60" rx="10" fill="#4a6572"/><rect x="480" y="300" width="70" height="150" rx="6" fill="#ddd" stroke="#555"/>
<path d="M250 430 L140 450 L120 450" stroke="#444" stroke-width="10" fill="none"/>${wheel(520)}`;
    case 'campervan':
      return `<path d="M200 450 L200 260 Q205 220 250 215 L720 215 Q780 215 800 300 L860 340 Q880 360 880 400 L880 450 Z" fill="${body}" stroke="#555" stroke-width="4"/>
<rect x="200" y="380" width="680" height="22" fill="${stripe}"/><path d="M720 235 L765 300 L690 300 L690 235 Z" fill="#4a6572"/>
<rect x="270" y="250" width="170" height="70" rx="10" fill="#4a6572"/><rect x="480" y="250" width="170" height="70" rx="10" fill="#4a6572"/>${wheel(320)}${wheel(760)}`;
    case 'other_camper':
      return `<rect x="200" y="330" width="640" height="120" rx="14" fill="#6c757d"/><path d="M640 330 L700 250 L820 250 L840 330 Z" fill="#6c757d"/>
<rect x="230" y="200" width="400" height="150" rx="18" fill="${body}" stroke="#555" stroke-width="4"/><rect x="230" y="300" width="400" height="18" fill="${stripe}"/>
<rect x="270" y="230" width="120" height="50" rx="8" fill="#4a6572"/><path d="M705 260 L800 260 L815 320 L705 320 Z" fill="#4a6572"/>${wheel(320)}${wheel(730)}`;
    case 'motorhome':
      return `<path d="M160 450 L160 250 Q160 200 210 190 L700 190 Q760 190 780 240 L860 330 Q890 360 890 400 L890 450 Z" fill="${body}" stroke="#555" stroke-width="4"/>
<path d="M690 150 L700 190 L160 190 L170 150 Q175 135 200 135 L660 135 Q685 135 690 150 Z" fill="${body}" stroke="#555" stroke-width="4"/>
<rect x="160" y="370" width="730" height="26" fill="${stripe}"/><path d="M760 250 L840 330 L730 330 L730 250 Z" fill="#4a6572"/>
<rect x="220" y="230" width="150" height="70" rx="10" fill="#4a6572"/><rect x="420" y="230" width="200" height="70" rx="10" fill="#4a6572"/>
<rect x="640" y="260" width="70" height="170" rx="6" fill="#ddd" stroke="#555"/>${wheel(300)}${wheel(760)}`;
  }
}

function interior(viewType: string, accent: string): string {
  const furniture: Record<string, string> = {
    kitchen: `<rect x="120" y="330" width="760" height="150" fill="#c8a97e"/><rect x="160" y="300" width="220" height="30" fill="#555"/><circle cx="220" cy="315" r="14" fill="#333"/><circle cx="300" cy="315" r="14" fill="#333"/><rect x="600" y="180" width="200" height="110" fill="${accent}" opacity="0.85"/>`,
    bathroom: `<rect x="180" y="200" width="260" height="280" fill="#e9ecef" stroke="#999"/><ellipse cx="650" cy="420" rx="90" ry="50" fill="#f8f9fa" stroke="#999"/><rect x="600" y="200" width="120" height="120" rx="60" fill="${accent}" opacity="0.6"/>`,
    sitting_area: `<rect x="120" y="360" width="300" height="120" rx="20" fill="${accent}"/><rect x="580" y="360" width="300" height="120" rx="20" fill="${accent}"/><rect x="440" y="330" width="120" height="20" fill="#8d6e63"/><rect x="300" y="170" width="400" height="120" rx="12" fill="#8ecae6"/>`,
    sleeping_area: `<rect x="140" y="320" width="720" height="150" rx="24" fill="#f1f3f5" stroke="#adb5bd"/><rect x="180" y="300" width="200" height="60" rx="24" fill="${accent}"/><rect x="420" y="300" width="200" height="60" rx="24" fill="${accent}"/><rect x="300" y="160" width="400" height="100" rx="12" fill="#8ecae6"/>`,
    storage_area: `<rect x="150" y="180" width="700" height="300" fill="#bc8f5a"/><path d="M150 330 L850 330 M500 180 L500 480" stroke="#7f5539" stroke-width="8"/><rect x="200" y="220" width="120" height="80" fill="${accent}"/>`,
  };
  return `<rect x="0" y="0" width="1000" height="667" fill="#f5ebe0"/><rect x="0" y="480" width="1000" height="187" fill="#a98467"/>${furniture[viewType] ?? ''}`;
}

function floorPlan(accent: string): string {
  return `<rect x="0" y="0" width="1000" height="667" fill="#f8f9fa"/><rect x="150" y="180" width="700" height="300" rx="30" fill="none" stroke="#343a40" stroke-width="8"/>
<rect x="170" y="200" width="180" height="260" fill="${accent}" opacity="0.3"/><rect x="650" y="200" width="180" height="120" fill="${accent}" opacity="0.3"/><rect x="400" y="380" width="200" height="80" fill="#adb5bd"/>`;
}

/** The SVG document of one rendition; the drawing is 1000 × 667 units, scaled to the width. */
export function camperSvg(picture: CamperPicture): string {
  const hash = hashString(`${picture.assetId}:${picture.imageId}`);
  const look = hashString(String(picture.assetId));
  const body = BODY_COLOURS[look % BODY_COLOURS.length] ?? '#fafafa';
  const stripe = STRIPES[(look >>> 3) % STRIPES.length] ?? '#1f6f8b';
  const [sky, horizon] = SKIES[(hash >>> 5) % SKIES.length] ?? ['#8ecae6', '#e0f2fe'];
  const hills = 300 + (hash % 80);
  const outside =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>` +
    `<rect x="0" y="0" width="1000" height="667" fill="url(#sky)"/><path d="M0 ${hills} Q250 ${hills - 120} 500 ${hills} T1000 ${hills - 40} L1000 667 L0 667 Z" fill="#6a994e"/>` +
    `<rect x="0" y="500" width="1000" height="167" fill="#a7c957"/>${vehicle(picture.subType, body, stripe)}`;
  const scene = picture.viewType === 'plan' ? floorPlan(stripe) : INSIDE.has(picture.viewType) ? interior(picture.viewType, stripe) : outside;
  const turns = ((picture.rotation % 4) + 4) % 4;
  const height = Math.round((picture.width * 2) / 3);
  const [outerWidth, outerHeight] = turns % 2 === 0 ? [picture.width, height] : [height, picture.width];
  const [viewWidth, viewHeight] = turns % 2 === 0 ? [1000, 667] : [667, 1000];
  const transform = ['', 'translate(667 0) rotate(90)', 'translate(1000 667) rotate(180)', 'translate(0 1000) rotate(270)'][turns];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outerWidth}" height="${outerHeight}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-label="${escapeXml(picture.label)}">
<title>${escapeXml(picture.label)}</title><g transform="${transform}">${scene}
<text x="30" y="640" font-family="sans-serif" font-size="26" fill="#1b1b1b" opacity="0.7">${escapeXml(picture.label)}</text></g></svg>`;
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
