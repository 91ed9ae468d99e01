import { describe, expect, it } from 'vitest';
import { OLDEST_MODEL_YEAR, REGISTRATION_COUNTRIES, modelYearProblem } from './basic-data-rules';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('modelYearProblem (000 §5 "too old", "in the future")', () => {
  it('accepts 1950 up to next year', () => {
    expect(OLDEST_MODEL_YEAR).toBe(1950);
    expect(modelYearProblem(1950, NOW)).toBeUndefined();
    expect(modelYearProblem(2026, NOW)).toBeUndefined();
    expect(modelYearProblem(2027, NOW)).toBeUndefined();
  });

  it('refuses a year before 1950 as too old and one after next year as in the future', () => {
    expect(modelYearProblem(1949, NOW)).toBe('too_old');
    expect(modelYearProblem(2028, NOW)).toBe('in_future');
  });
});

it('registers vehicles in SE, NO, DK, FI, CH and LI only (000 §5)', () => {
  expect([...REGISTRATION_COUNTRIES].sort()).toEqual(['CH', 'DK', 'FI', 'LI', 'NO', 'SE']);
});
