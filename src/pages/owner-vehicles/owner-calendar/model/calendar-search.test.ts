import { describe, expect, it } from 'vitest';
import { addMonths, endOfMonth, readCalendarSearch, selectedRange, writeCalendarSearch } from './calendar-search';

const today = '2026-11-29';
const read = (query: string) => readCalendarSearch(new URLSearchParams(query), today);

describe("the owner's calendar in the URL", () => {
  it("opens on today's month with nothing selected", () => {
    expect(read('')).toEqual({ month: '2026-11-01', fromDate: null, toDate: null });
  });

  it('keeps the month and the selection over a reload', () => {
    const search = { month: '2027-01-01', fromDate: '2027-01-04', toDate: '2027-01-09' };
    expect(readCalendarSearch(writeCalendarSearch(search), today)).toEqual(search);
    expect(writeCalendarSearch(search).toString()).toBe('month=2027-01&from=2027-01-04&to=2027-01-09');
  });

  it('drops damaged and past values, and puts the ends in order', () => {
    expect(read('month=2026-13&from=2026-02-30&to=2026-12-01')).toEqual({ month: '2026-11-01', fromDate: null, toDate: null });
    expect(read('month=2025-01&from=2026-11-01')).toEqual({ month: '2026-11-01', fromDate: null, toDate: null });
    expect(read('from=2026-12-10&to=2026-12-05')).toMatchObject({ fromDate: '2026-12-05', toDate: '2026-12-10' });
  });

  it('acts on a single day once the first is picked', () => {
    expect(selectedRange({ month: '2026-12-01', fromDate: '2026-12-05', toDate: null })).toEqual({ fromDate: '2026-12-05', toDate: '2026-12-05' });
    expect(selectedRange({ month: '2026-12-01', fromDate: null, toDate: null })).toBeNull();
  });

  it('moves by months across years and knows their last days', () => {
    expect(addMonths('2026-11-01', 2)).toBe('2027-01-01');
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01');
    expect(endOfMonth('2028-02-01')).toBe('2028-02-29');
  });
});
