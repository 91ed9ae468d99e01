import type { Season } from './types';

// 000 §9, 001 §9: high season June to August (month index 5 to 7), low September to May.
const HIGH_SEASON_MONTHS: readonly number[] = [5, 6, 7];

/** Season of a `yyyy-MM-dd` date, or of a Date read in UTC. */
export function seasonOf(date: string | Date): Season {
  const monthIndex = typeof date === 'string' ? Number(date.slice(5, 7)) - 1 : date.getUTCMonth();
  return HIGH_SEASON_MONTHS.includes(monthIndex) ? 'high' : 'low';
}
