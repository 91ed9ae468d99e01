import { describe, expect, it } from 'vitest';
import { refundTable } from './cancellation-refund';
import { refundRows } from './refund-rows';

describe('refundRows (001 §9 cancellation policies)', () => {
  it('flex: 100% with 60 or more days, 75% from 7 days, none below', () => {
    expect(refundRows(refundTable('flex'))).toEqual([
      { fromDays: 60, untilDays: null, refundPercentage: 100, feePercentage: 0 },
      { fromDays: 7, untilDays: 60, refundPercentage: 75, feePercentage: 25 },
      { fromDays: 0, untilDays: 7, refundPercentage: 0, feePercentage: 100 },
    ]);
  });

  it('standard: 100% at 60 days, 75% at 30 days, none below', () => {
    expect(refundRows(refundTable('standard')).map((r) => [r.fromDays, r.refundPercentage])).toEqual([
      [60, 100],
      [30, 75],
      [0, 0],
    ]);
  });

  it('strict (also the fallback): 75% at 30 days, none below', () => {
    expect(refundRows(refundTable('strict')).map((r) => [r.fromDays, r.refundPercentage])).toEqual([
      [30, 75],
      [0, 0],
    ]);
    expect(refundRows(refundTable(null))).toEqual(refundRows(refundTable('strict')));
  });
});
