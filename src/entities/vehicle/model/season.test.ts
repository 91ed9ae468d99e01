import { describe, expect, it } from 'vitest';
import { seasonOf } from './season';

describe('seasons (000 §9: high June to August, month index 5 to 7; low September to May)', () => {
  it.each([
    ['2026-05-31', 'low'],
    ['2026-06-01', 'high'],
    ['2026-07-15', 'high'],
    ['2026-08-31', 'high'],
    ['2026-09-01', 'low'],
    ['2026-01-10', 'low'],
  ] as const)('%s is %s season', (date, season) => {
    expect(seasonOf(date)).toBe(season);
  });

  it('reads a Date in UTC', () => {
    expect(seasonOf(new Date('2026-05-31T23:30:00Z'))).toBe('low');
    expect(seasonOf(new Date('2026-06-01T00:00:00Z'))).toBe('high');
  });
});
