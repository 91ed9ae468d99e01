import { describe, expect, it } from 'vitest';
import { MODEL_YEAR_IN_FUTURE, MODEL_YEAR_TOO_OLD, fieldProblems } from './field-problems';

const now = new Date('2026-11-28T12:00:00Z');

describe('fieldProblems (000 §5)', () => {
  it('asks a new listing for its type, not a saved vehicle', () => {
    expect(Object.keys(fieldProblems({}, { isNew: true, now }))).toEqual(['subType']);
    expect(fieldProblems({}, { isNew: false, now })).toEqual({});
  });

  it('refuses a model year before 1950 or after next year', () => {
    expect(fieldProblems({ modelYear: 1949 }, { isNew: false, now }).modelYear).toBe(MODEL_YEAR_TOO_OLD);
    expect(fieldProblems({ modelYear: 2028 }, { isNew: false, now }).modelYear).toBe(MODEL_YEAR_IN_FUTURE);
    expect(fieldProblems({ modelYear: 2027 }, { isNew: false, now })).toEqual({});
  });

  it('takes 0 to 50 seats and beds', () => {
    expect(fieldProblems({ sitsNumber: 51, sleepsNumber: -1 }, { isNew: false, now })).toHaveProperty('sitsNumber');
    expect(fieldProblems({ sitsNumber: 0, sleepsNumber: 50 }, { isNew: false, now })).toEqual({});
  });
});
