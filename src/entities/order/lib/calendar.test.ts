import { describe, expect, it } from 'vitest';
import { addHours, calendarDaysUntil, startOfDate, toDateString } from './calendar';

describe('payment-date arithmetic (UTC)', () => {
  it('moves calendar dates by days across month ends', () => {
    expect(startOfDate('2026-07-01', -30).toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(toDateString(startOfDate('2026-03-03', -6))).toBe('2026-02-25');
  });

  it('adds hours to instants', () => {
    expect(addHours('2026-07-08T10:00:00Z', 48).toISOString()).toBe('2026-07-10T10:00:00.000Z');
  });

  it('counts calendar days from the UTC day of a moment', () => {
    expect(calendarDaysUntil(new Date('2026-06-01T23:59:00Z'), '2026-07-01')).toBe(30);
    expect(calendarDaysUntil(new Date('2026-07-02T00:00:00Z'), '2026-07-01')).toBe(-1);
  });
});
