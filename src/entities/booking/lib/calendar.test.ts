import { describe, expect, it } from 'vitest';
import { dateOfEpochDay, epochDay, isoWeekday, todayEpochDay } from './calendar';

describe('UTC calendar dates', () => {
  it('counts epoch days and formats them back', () => {
    expect(epochDay('1970-01-01')).toBe(0);
    expect(epochDay('2026-07-01') - epochDay('2026-06-01')).toBe(30);
    expect(dateOfEpochDay(epochDay('2028-02-29'))).toBe('2028-02-29');
  });

  it('refuses malformed and impossible dates', () => {
    expect(() => epochDay('2026-02-30')).toThrow(RangeError);
    expect(() => epochDay('01/07/2026')).toThrow(RangeError);
  });

  it('reads today in UTC, whatever the hour', () => {
    expect(todayEpochDay(new Date('2026-07-01T23:59:59Z'))).toBe(epochDay('2026-07-01'));
    expect(todayEpochDay(new Date('2026-07-02T00:00:00Z'))).toBe(epochDay('2026-07-02'));
  });

  it('gives ISO weekdays, Monday = 1', () => {
    expect(isoWeekday(epochDay('2026-06-01'))).toBe(1);
    expect(isoWeekday(epochDay('2026-06-07'))).toBe(7);
    expect(isoWeekday(epochDay('1969-12-31'))).toBe(3);
  });
});
