import { describe, expect, it } from 'vitest';
import { addDays, dateOfEpochDay, datesUntil, daysBetween, epochDay, isCalendarDate, lastNightOf, todayOf } from './calendar';

describe('sandbox calendar (UTC)', () => {
  it('tells real calendar dates from others', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-7-1')).toBe(false);
    expect(() => epochDay('2026-13-01')).toThrow(RangeError);
  });

  it('adds days and counts nights across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-06-28', '2026-07-05')).toBe(7);
    expect(dateOfEpochDay(epochDay('2026-06-01'))).toBe('2026-06-01');
  });

  it('lists the nights of a stay', () => {
    expect(datesUntil('2026-08-30', '2026-09-02')).toEqual(['2026-08-30', '2026-08-31', '2026-09-01']);
    expect(lastNightOf('2026-09-02')).toBe('2026-09-01');
    expect(lastNightOf('2027-01-01')).toBe('2026-12-31');
    expect(datesUntil('2026-08-30', '2026-08-30')).toEqual([]);
  });

  it('reads today in UTC', () => {
    expect(todayOf(new Date('2026-06-01T23:59:59Z'))).toBe('2026-06-01');
  });
});
