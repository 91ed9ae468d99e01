import { describe, expect, it } from 'vitest';
import {
  addDays,
  addHours,
  calendarDaysUntil,
  dateOfEpochDay,
  datesUntil,
  daysBetween,
  epochDay,
  isCalendarDate,
  isoWeekday,
  startOfDate,
  toDateString,
  todayEpochDay,
  todayOf,
} from './calendar';

describe('UTC calendar dates', () => {
  it('counts epoch days and refuses dates that do not exist', () => {
    expect(epochDay('1970-01-02')).toBe(1);
    expect(dateOfEpochDay(epochDay('2026-02-28') + 1)).toBe('2026-03-01');
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(() => epochDay('2026-2-3')).toThrow(RangeError);
    expect(() => epochDay('01/07/2026')).toThrow(RangeError);
    expect(dateOfEpochDay(epochDay('2028-02-29'))).toBe('2028-02-29');
  });

  it('reads today in UTC whatever the time of day', () => {
    const lateEvening = new Date('2026-06-01T23:59:59Z');
    expect(todayOf(lateEvening)).toBe('2026-06-01');
    expect(todayEpochDay(lateEvening)).toBe(epochDay('2026-06-01'));
    expect(isoWeekday(epochDay('2026-06-01'))).toBe(1); // a Monday
    expect(isoWeekday(epochDay('2026-06-07'))).toBe(7);
    expect(isoWeekday(epochDay('1969-12-31'))).toBe(3); // before the epoch too
  });

  it('adds days, counts nights and lists them', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-06-01', '2026-06-08')).toBe(7);
    expect(datesUntil('2026-06-01', '2026-06-04')).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(datesUntil('2026-06-04', '2026-06-01')).toEqual([]);
  });

  it('counts whole days to a due date from any moment of today', () => {
    expect(startOfDate('2026-06-01', 2).toISOString()).toBe('2026-06-03T00:00:00.000Z');
    expect(addHours('2026-06-01T22:00:00Z', 3).toISOString()).toBe('2026-06-02T01:00:00.000Z');
    expect(calendarDaysUntil(new Date('2026-06-01T23:00:00Z'), '2026-06-11')).toBe(10);
    expect(calendarDaysUntil(new Date('2026-07-02T00:00:00Z'), '2026-07-01')).toBe(-1);
    expect(startOfDate('2026-07-01', -30).toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(toDateString(startOfDate('2026-03-03', -6))).toBe('2026-02-25');
  });
});
