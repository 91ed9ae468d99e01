import type { Random } from '../../seed/prng';
import type { CamperSubType } from './vehicle';
import type { InteriorLook } from './interior';

const r = (x: number, y: number, w: number, h: number, fill: string, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}"${extra}/>`;

/**
 * The layout seen from above, as owners photograph the maker's plan: walls, bed, kitchen,
 * washroom, seats and table, without words. The layout varies with the vehicle.
 */
export function floorPlan(subType: CamperSubType, look: InteriorLook, random: Random): string {
  const wall = '#33383c';
  const paper = '#fbfaf7';
  const cab = subType === 'motorhome' || subType === 'campervan' || subType === 'other_camper';
  const bedAtRear = random.chance(0.6);
  const x0 = 140;
  const x1 = cab ? 760 : 820;
  const y0 = 190;
  const y1 = 480;
  const parts: string[] = [`<rect width="1000" height="667" fill="${paper}"/>`];
  // A faint grid, as on the maker's drawing.
  for (let x = 50; x < 1000; x += 50) parts.push(`<path d="M${x} 0V667" stroke="#e9e6df" stroke-width="1"/>`);
  for (let y = 33; y < 667; y += 50) parts.push(`<path d="M0 ${y}H1000" stroke="#e9e6df" stroke-width="1"/>`);
  if (cab) {
    parts.push(`<path d="M${x1} ${y0}H${x1 + 90}Q${x1 + 150} ${y0} ${x1 + 160} ${y0 + 60}V${y1 - 60}Q${x1 + 150} ${y1} ${x1 + 90} ${y1}H${x1}" fill="${paper}" stroke="${wall}" stroke-width="10"/>`);
    parts.push(r(x1 + 20, y0 + 30, 70, 90, look.fabric), r(x1 + 20, y1 - 120, 70, 90, look.fabric));
  } else {
    parts.push(`<path d="M${x1} ${(y0 + y1) / 2 - 60}L${x1 + 120} ${(y0 + y1) / 2}L${x1} ${(y0 + y1) / 2 + 60}" fill="none" stroke="${wall}" stroke-width="8"/>`);
  }
  parts.push(`<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" rx="${cab ? 12 : 40}" fill="${paper}" stroke="${wall}" stroke-width="10"/>`);
  const bedX = bedAtRear ? x0 + 10 : x1 - 210;
  parts.push(r(bedX, y0 + 10, 200, y1 - y0 - 20, '#e8eef2', ` stroke="${wall}" stroke-width="2"`));
  parts.push(r(bedX + (bedAtRear ? 10 : 140), y0 + 30, 50, 100, '#fff', ` stroke="${wall}" stroke-width="2"`), r(bedX + (bedAtRear ? 10 : 140), y1 - 130, 50, 100, '#fff', ` stroke="${wall}" stroke-width="2"`));
  const mid = bedAtRear ? x0 + 230 : x0 + 20;
  // Kitchen along one wall: worktop, hob, sink.
  parts.push(r(mid, y0 + 10, 170, 70, look.wood, ` stroke="${wall}" stroke-width="2"`));
  parts.push(`<circle cx="${mid + 35}" cy="${y0 + 45}" r="16" fill="none" stroke="${wall}" stroke-width="3"/><circle cx="${mid + 75}" cy="${y0 + 45}" r="16" fill="none" stroke="${wall}" stroke-width="3"/><rect x="${mid + 110}" y="${y0 + 22}" width="45" height="45" rx="8" fill="#cfd6db" stroke="${wall}" stroke-width="2"/>`);
  // Washroom with toilet and basin.
  parts.push(`<rect x="${mid}" y="${y1 - 130}" width="130" height="120" fill="#eef3f5" stroke="${wall}" stroke-width="4"/><ellipse cx="${mid + 40}" cy="${y1 - 60}" rx="22" ry="30" fill="#fff" stroke="${wall}" stroke-width="2"/><circle cx="${mid + 100}" cy="${y1 - 95}" r="16" fill="#fff" stroke="${wall}" stroke-width="2"/>`);
  // Dinette: two benches and a table.
  const dx = mid + 190;
  parts.push(r(dx, y0 + 10, 50, 130, look.fabric), r(dx + 150, y0 + 10, 50, 130, look.fabric), r(dx + 60, y0 + 25, 80, 100, look.worktop, ` stroke="${wall}" stroke-width="2"`));
  // The door, a gap in the wall with its swing.
  const door = dx + 60;
  parts.push(`<path d="M${door} ${y1}H${door + 80}" stroke="${paper}" stroke-width="12"/><path d="M${door} ${y1}A80 80 0 0 1 ${door + 80} ${y1 + 80}" fill="none" stroke="${wall}" stroke-width="2" stroke-dasharray="6 5"/>`);
  return parts.join('');
}
