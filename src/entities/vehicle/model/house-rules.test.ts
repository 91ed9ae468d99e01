import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE_OPTIONS, OLDEST_MINIMUM_AGE, YOUNGEST_MINIMUM_AGE, handoverTimeProblems, isTimeOfDay, minimumAgeProblem } from './house-rules';

describe('minimum renter age (000 §5, §9: "options run 18 to 48")', () => {
  it('offers every age from 18 to 48', () => {
    expect(YOUNGEST_MINIMUM_AGE).toBe(18);
    expect(OLDEST_MINIMUM_AGE).toBe(48);
    expect(MINIMUM_AGE_OPTIONS).toHaveLength(31);
    expect(MINIMUM_AGE_OPTIONS[0]).toBe(18);
    expect(MINIMUM_AGE_OPTIONS.at(-1)).toBe(48);
  });

  it('accepts 18 and 48, refuses 17 as under the minimum and 49 as past the options', () => {
    expect(minimumAgeProblem(18)).toBeUndefined();
    expect(minimumAgeProblem(25)).toBeUndefined();
    expect(minimumAgeProblem(48)).toBeUndefined();
    expect(minimumAgeProblem(17)).toBe('too_young');
    expect(minimumAgeProblem(18.5)).toBe('too_young');
    expect(minimumAgeProblem(49)).toBe('too_old');
  });
});

describe('check-in and check-out times (000 §5: "at least one check-in and check-out time pair must be set")', () => {
  it('accepts a pair of times of day', () => {
    expect(handoverTimeProblems({ timeCheckin: '15:00', timeCheckout: '11:00' })).toEqual({});
    expect(handoverTimeProblems({ timeCheckin: '00:00', timeCheckout: '23:59' })).toEqual({});
  });

  it('refuses a pair with a time missing', () => {
    expect(handoverTimeProblems({ timeCheckin: '15:00', timeCheckout: null })).toEqual({ timeCheckout: 'missing' });
    expect(handoverTimeProblems({ timeCheckin: '', timeCheckout: '11:00' })).toEqual({ timeCheckin: 'missing' });
    expect(handoverTimeProblems({})).toEqual({ timeCheckin: 'missing', timeCheckout: 'missing' });
  });

  it('refuses what is not HH:mm', () => {
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(isTimeOfDay('9:00')).toBe(false);
    expect(handoverTimeProblems({ timeCheckin: '15:60', timeCheckout: '11:00' })).toEqual({ timeCheckin: 'not_a_time' });
  });
});
