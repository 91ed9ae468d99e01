import { describe, expect, it } from 'vitest';
import { unblockPlan } from './unblock-plan';

const today = '2026-12-10';
const period = (id: number, fromDate: string, toDate: string) => ({ id, assetId: 1, fromDate, toDate, reason: 'winter_storage' as const, note: 'Barn' });
const kept = { reason: 'winter_storage', note: 'Barn' };

describe('freeing a range of days', () => {
  it('deletes a period inside the range and leaves periods outside it alone', () => {
    const inside = period(1, '2026-12-20', '2026-12-22');
    expect(unblockPlan({ fromDate: '2026-12-20', toDate: '2026-12-25' }, [inside, period(2, '2027-01-01', '2027-01-05')], today)).toEqual([{ step: 'delete', period: inside }]);
  });

  it('moves the start of a period that reaches past the range', () => {
    const later = period(1, '2026-12-20', '2026-12-30');
    expect(unblockPlan({ fromDate: '2026-12-15', toDate: '2026-12-24' }, [later], today)).toEqual([
      { step: 'change', period: later, values: { fromDate: '2026-12-25', toDate: '2026-12-30', ...kept } },
    ]);
  });

  it('ends a period the day before the range', () => {
    const earlier = period(1, '2026-12-12', '2026-12-20');
    expect(unblockPlan({ fromDate: '2026-12-18', toDate: '2026-12-24' }, [earlier], today)).toEqual([
      { step: 'change', period: earlier, values: { fromDate: '2026-12-12', toDate: '2026-12-17', ...kept } },
    ]);
  });

  it('splits a period around the range, the part after with the same preset and note', () => {
    const long = period(1, '2026-12-12', '2026-12-31');
    expect(unblockPlan({ fromDate: '2026-12-20', toDate: '2026-12-22' }, [long], today)).toEqual([
      { step: 'change', period: long, values: { fromDate: '2026-12-12', toDate: '2026-12-19', ...kept } },
      { step: 'create', values: { fromDate: '2026-12-23', toDate: '2026-12-31', ...kept } },
    ]);
  });

  it('only ends a started period earlier, never before today, and never deletes it (000 §5)', () => {
    const started = period(1, '2026-12-05', '2026-12-20');
    expect(unblockPlan({ fromDate: '2026-12-10', toDate: '2026-12-20' }, [started], today)).toEqual([
      { step: 'change', period: started, values: { fromDate: '2026-12-05', toDate: '2026-12-10', ...kept } },
    ]);
    expect(unblockPlan({ fromDate: '2026-12-10', toDate: '2026-12-12' }, [started], today)).toEqual([
      { step: 'change', period: started, values: { fromDate: '2026-12-05', toDate: '2026-12-10', ...kept } },
      { step: 'create', values: { fromDate: '2026-12-13', toDate: '2026-12-20', ...kept } },
    ]);
    expect(unblockPlan({ fromDate: '2026-12-10', toDate: '2026-12-12' }, [period(2, '2026-12-01', '2026-12-10')], today)).toEqual([]);
  });
});
