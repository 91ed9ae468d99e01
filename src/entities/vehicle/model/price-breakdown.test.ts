import { describe, expect, it } from 'vitest';
import { DISCOUNT_FROM_NIGHT, estimatePriceLines, SHORT_BOOKING_BELOW_NIGHTS } from './price-breakdown';

const pricing = {
  highWeeklyPriceWithoutCleaning: 700_000,
  lowWeeklyPriceWithoutCleaning: 350_000,
  priceHighIncrease: 0.2,
  priceLowIncrease: 0.1,
  priceHighDiscount: 0.15,
  priceLowDiscount: 0.1,
  cleaningFee: 50_000,
};

describe('estimatePriceLines (000 §3 prices, 000 §9 seasons and the 8th-night discount, 001 §3 keys)', () => {
  it('prices a short low-season stay (under 7 nights) with the increase, plus the handover fee', () => {
    expect(SHORT_BOOKING_BELOW_NIGHTS).toBe(7);
    expect(estimatePriceLines(pricing, '2027-10-04', '2027-10-07')).toEqual([
      { key: 'low_season_short_booking_night', quantity: 3, unitPrice: 55_000, amount: 165_000 },
      { key: 'cleaning', quantity: 1, unitPrice: 50_000, amount: 50_000 },
    ]);
  });

  it('keeps the first 7 nights at the normal price and discounts from the 8th night', () => {
    expect(DISCOUNT_FROM_NIGHT).toBe(8);
    const lines = estimatePriceLines({ ...pricing, cleaningFee: null }, '2027-07-01', '2027-07-11');
    expect(lines).toEqual([
      { key: 'high_season_night', quantity: 7, unitPrice: 100_000, amount: 700_000 },
      { key: 'high_season_discounted_night', quantity: 3, unitPrice: 85_000, amount: 255_000 },
    ]);
  });

  it('prices each night by its own season (August is high, September low)', () => {
    const lines = estimatePriceLines({ ...pricing, cleaningFee: 0 }, '2027-08-28', '2027-09-04');
    expect(lines.map((l) => [l.key, l.quantity])).toEqual([
      ['high_season_night', 4],
      ['low_season_night', 3],
    ]);
  });

  it('has no lines for an empty range', () => {
    expect(estimatePriceLines(pricing, '2027-07-01', '2027-07-01')).toEqual([]);
  });
});
