import { describe, expect, it } from 'vitest';
import { basicCoverageDeduction, totalWithCoverage } from './insurance-coverage';

describe('coverage rule (000 §4: basic per-night price × nights subtracted)', () => {
  it('subtracts the basic price × nights with either higher plan', () => {
    expect(basicCoverageDeduction('omocom_plus', 15_000, 7)).toBe(105_000);
    expect(basicCoverageDeduction('omocom_complete', 15_000, 7)).toBe(105_000);
  });

  it('subtracts nothing with the basic plan or none', () => {
    expect(basicCoverageDeduction('omocom_basic', 15_000, 7)).toBe(0);
    expect(basicCoverageDeduction(null, 15_000, 7)).toBe(0);
  });

  it('adds the plan price and takes the basic price off', () => {
    expect(totalWithCoverage(1_000_000, 'omocom_complete', 210_000, 15_000, 7)).toBe(1_000_000 + 210_000 - 105_000);
  });
});
