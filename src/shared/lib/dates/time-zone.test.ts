import { describe, expect, it } from 'vitest';
import { dateInZone, isKnownTimeZone, zonedTimeToInstant } from './time-zone';

describe('time zones', () => {
  it('reads the calendar day of an instant in a zone', () => {
    expect(dateInZone(new Date('2026-06-30T22:30:00Z'), 'Europe/Stockholm')).toBe('2026-07-01');
    expect(dateInZone(new Date('2026-06-30T22:30:00Z'), 'America/New_York')).toBe('2026-06-30');
  });

  it('finds the instant of a wall-clock time, in summer and winter time', () => {
    expect(zonedTimeToInstant('2026-07-01', '15:00', 'Europe/Oslo').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedTimeToInstant('2026-01-10', '10:00', 'Europe/Helsinki').toISOString()).toBe('2026-01-10T08:00:00.000Z');
    // The morning after the spring change (29 March 2026 in the EU).
    expect(zonedTimeToInstant('2026-03-29', '03:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('knows which zone names exist', () => {
    expect(isKnownTimeZone('Europe/Zurich')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
