import { describe, expect, it } from 'vitest';
import { LONG_STAY_FROM_NIGHT, PRICING_LIMITS, countProblem, fractionOf, percentOf, percentProblem, priceProblem } from './pricing-rules';

describe('percentages (000 §3: discounts and increases are fractions shown as percent)', () => {
  it('shows 0.15 as 15 % and stores 15 % as 0.15, to two decimals of a percent', () => {
    expect(percentOf(0.15)).toBe(15);
    expect(fractionOf(15)).toBe(0.15);
    expect(percentOf(0.125)).toBe(12.5);
    expect(fractionOf(7.25)).toBe(0.0725);
    expect(percentOf(fractionOf(33.33))).toBe(33.33);
  });

  it('takes a discount of 0–100 % and an increase of 0–500 % (the contract: fractions up to 1 and 5)', () => {
    expect(percentProblem(1, PRICING_LIMITS.discountPercent)).toBeUndefined();
    expect(percentProblem(1.01, PRICING_LIMITS.discountPercent)).toBe('out_of_range');
    expect(percentProblem(5, PRICING_LIMITS.increasePercent)).toBeUndefined();
    expect(percentProblem(-0.1, PRICING_LIMITS.increasePercent)).toBe('out_of_range');
    expect(percentProblem(null, PRICING_LIMITS.discountPercent)).toBeUndefined();
  });

  it('discounts long stays from the 8th night (000 §9)', () => {
    expect(LONG_STAY_FROM_NIGHT).toBe(8);
  });
});

describe('counts and prices', () => {
  it('takes 1–90 minimum nights and 0–365 days of lead time', () => {
    expect(countProblem(1, PRICING_LIMITS.minimumNights, { required: true })).toBeUndefined();
    expect(countProblem(90, PRICING_LIMITS.minimumNights, { required: true })).toBeUndefined();
    expect(countProblem(0, PRICING_LIMITS.minimumNights, { required: true })).toBe('out_of_range');
    expect(countProblem(null, PRICING_LIMITS.minimumNights, { required: true })).toBe('missing');
    expect(countProblem(366, PRICING_LIMITS.leadTimeDays, { required: true })).toBe('out_of_range');
    expect(countProblem(1.5, PRICING_LIMITS.leadTimeDays, { required: true })).toBe('out_of_range');
  });

  it('needs a weekly price above zero; a fee may be empty or zero', () => {
    expect(priceProblem(850_000, { required: true })).toBeUndefined();
    expect(priceProblem(0, { required: true })).toBe('missing');
    expect(priceProblem(null, { required: true })).toBe('missing');
    expect(priceProblem(null, { required: false })).toBeUndefined();
    expect(priceProblem(0, { required: false })).toBeUndefined();
    expect(priceProblem(-100, { required: false })).toBe('out_of_range');
  });
});
