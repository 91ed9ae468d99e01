import { describe, expect, it } from 'vitest';
import { addDays } from '@/shared/lib/dates';
import { importedNote, mergeBusyPeriods, planCalendarImport } from './calendar-import';

const busy = (fromDate: string, toDate: string, ...titles: string[]) => ({ fromDate, toDate, titles });
const today = '2026-06-01';

describe('importing busy periods', () => {
  it('joins periods that overlap or touch, and keeps apart those with a free day between', () => {
    const merged = mergeBusyPeriods([busy('2026-07-13', '2026-07-15', 'B'), busy('2026-07-06', '2026-07-12', 'A'), busy('2026-07-17', '2026-07-18', 'C'), busy('2026-07-14', '2026-07-14', 'A')], (date) => addDays(date, 1));
    expect(merged).toEqual([busy('2026-07-06', '2026-07-15', 'A', 'B'), busy('2026-07-17', '2026-07-18', 'C')]);
  });

  it('creates new periods, skips past ones, starts one under way today, and marks those over a booking', () => {
    const plan = planCalendarImport([busy('2026-05-01', '2026-05-31'), busy('2026-05-28', '2026-06-03'), busy('2026-06-20', '2026-06-23'), busy('2026-07-01', '2026-07-05')], {
      today,
      unavailable: [],
      rented: [{ bookingId: 71, fromDate: '2026-07-04', toDate: '2026-07-10' }],
    });
    expect(plan.map(({ saveFrom, toDate, outcome, bookingIds }) => ({ saveFrom, toDate, outcome, bookingIds }))).toEqual([
      { saveFrom: today, toDate: '2026-06-03', outcome: 'create', bookingIds: [] },
      { saveFrom: '2026-06-20', toDate: '2026-06-23', outcome: 'create', bookingIds: [] },
      { saveFrom: '2026-07-01', toDate: '2026-07-05', outcome: 'booked', bookingIds: [71] },
    ]);
    expect(plan[0]?.fromDate).toBe('2026-05-28');
  });

  it('skips what is already blocked: the same file imported again creates nothing, also once a period has started', () => {
    const file = [busy('2026-05-28', '2026-06-03'), busy('2026-06-20', '2026-06-23'), busy('2026-08-01', '2026-08-02')];
    // The first import on 27 May saved the first period whole; the third's days are blocked in a longer period.
    const unavailable = [
      { fromDate: '2026-05-28', toDate: '2026-06-03' },
      { fromDate: '2026-06-20', toDate: '2026-06-23' },
      { fromDate: '2026-07-30', toDate: '2026-08-05' },
    ];
    expect(planCalendarImport(file, { today, unavailable, rented: [] }).map((row) => row.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    // A period that only covers part of the days is not a duplicate.
    expect(planCalendarImport(file, { today, unavailable: [{ fromDate: '2026-06-20', toDate: '2026-06-21' }], rented: [] })[1]?.outcome).toBe('create');
  });

  it('names the calendar in the note, cut to 255 characters (a file’s name can be any length)', () => {
    expect(importedNote('Airbnb')).toBe('imported: Airbnb');
    expect(importedNote('x'.repeat(300))).toHaveLength(255);
  });
});
