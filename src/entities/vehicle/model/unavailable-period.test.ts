import { describe, expect, it } from 'vitest';
import { hasPeriodStarted, unavailablePeriodProblems } from './unavailable-period';

const today = '2026-11-28';

describe('unavailable periods (000 §5)', () => {
  it('has started on its first day', () => {
    expect(hasPeriodStarted({ fromDate: '2026-11-28' }, today)).toBe(true);
    expect(hasPeriodStarted({ fromDate: '2026-11-27' }, today)).toBe(true);
    expect(hasPeriodStarted({ fromDate: '2026-11-29' }, today)).toBe(false);
  });

  it('takes a new period from today on, ending on or after its start', () => {
    expect(unavailablePeriodProblems({ fromDate: '2026-11-28', toDate: '2026-11-28' }, { original: null, today })).toEqual({});
    expect(unavailablePeriodProblems({ fromDate: '2026-11-27', toDate: '2026-12-02' }, { original: null, today })).toEqual({ fromDate: 'from_in_past' });
    expect(unavailablePeriodProblems({ fromDate: '2026-12-05', toDate: '2026-12-04' }, { original: null, today })).toEqual({ toDate: 'to_before_from' });
    expect(unavailablePeriodProblems({ fromDate: '', toDate: '' }, { original: null, today })).toEqual({ fromDate: 'from_missing', toDate: 'to_missing' });
  });

  it('lets a started period change only its end date', () => {
    const started = { fromDate: '2026-11-20', toDate: '2026-12-10' };
    expect(unavailablePeriodProblems({ fromDate: '2026-11-20', toDate: '2026-12-20' }, { original: started, today })).toEqual({});
    expect(unavailablePeriodProblems({ fromDate: '2026-11-20', toDate: '2026-11-28' }, { original: started, today })).toEqual({});
    expect(unavailablePeriodProblems({ fromDate: '2026-11-22', toDate: '2026-12-10' }, { original: started, today })).toEqual({ fromDate: 'start_locked' });
    expect(unavailablePeriodProblems({ fromDate: '2026-11-20', toDate: '2026-11-25' }, { original: started, today })).toEqual({ toDate: 'to_in_past' });
  });

  it('lets a period that has not started move both dates, not into the past', () => {
    const later = { fromDate: '2026-12-20', toDate: '2026-12-24' };
    expect(unavailablePeriodProblems({ fromDate: '2026-12-01', toDate: '2026-12-03' }, { original: later, today })).toEqual({});
    expect(unavailablePeriodProblems({ fromDate: '2026-11-26', toDate: '2026-12-03' }, { original: later, today })).toEqual({ fromDate: 'from_in_past' });
  });
});
