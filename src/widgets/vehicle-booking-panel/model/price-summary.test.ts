import { describe, expect, it } from 'vitest';
import { priceSummary } from './price-summary';

const pricing = { highWeeklyPriceWithoutCleaning: 700_000, lowWeeklyPriceWithoutCleaning: 350_000, cleaningFee: 50_000 };

describe('priceSummary', () => {
  it('explains the API total with night and handover lines and a service fee for the rest', () => {
    // 7 low-season nights at 50 000 + handover 50 000 = 400 000; the API says 440 000.
    const summary = priceSummary(pricing, '2027-10-04', '2027-10-11', 440_000, 7);
    expect(summary.lines.map((l) => [l.key, l.quantity, l.amount])).toEqual([
      ['low_season_night', 7, 350_000],
      ['cleaning', 1, 50_000],
    ]);
    expect(summary.serviceFee).toBe(40_000);
    expect(summary.total).toBe(440_000);
  });

  it('shows only the total when the lines would exceed it', () => {
    expect(priceSummary(pricing, '2027-10-04', '2027-10-11', 100_000, 7)).toEqual({ lines: [], serviceFee: 0, total: 100_000, nights: 7 });
  });
});
