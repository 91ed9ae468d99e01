import { describe, expect, it } from 'vitest';
import {
  EXTRA_CHARGE_CATEGORIES,
  amountWithServiceFee,
  discountableAmount,
  extraChargeDiscountErrors,
  extraChargeErrors,
  extraCostsTotal,
  newExtraChargeOf,
  withServiceFee,
} from './extra-charges';

describe('extra charges (001 §3, §5, §9)', () => {
  it('has the seven categories of 001 §3', () => {
    expect(EXTRA_CHARGE_CATEGORIES).toEqual(['damage', 'equipment', 'addon', 'extra_distance', 'road_toll', 'fuel', 'other']);
  });

  it('adds the service fee on the booking, to the minor unit, so amount + fee is the total', () => {
    expect(amountWithServiceFee(120_000, 0.1)).toBe(132_000);
    expect(amountWithServiceFee(12_345, 0.15)).toBe(14_197);
    expect(amountWithServiceFee(99_999, 0)).toBe(99_999);
  });

  it('needs amount, category and description (001 §5)', () => {
    expect(extraChargeErrors({ category: '', amount: '', description: ' ' })).toEqual({ category: 'category_required', amount: 'amount_required', description: 'description_required' });
    expect(extraChargeErrors({ category: 'fuel', amount: '0', description: 'x' })).toEqual({ amount: 'amount_zero' });
    expect(extraChargeErrors({ category: 'fuel', amount: '12,3456', description: 'x' })).toEqual({ amount: 'amount_invalid' });
    expect(extraChargeErrors({ category: 'fuel', amount: '1 200,50', description: 'Tank not refilled' })).toEqual({});
    expect(extraChargeErrors({ category: 'other', amount: '5', description: 'x'.repeat(5001) })).toEqual({ description: 'description_too_long' });
  });

  it('allows a discount up to the charges not yet discounted, with a description of at most 255 characters', () => {
    const max = discountableAmount([{ amount: 120_000, status: 'approved' }, { amount: 50_000, status: 'canceled' }], [{ amount: 20_000 }]);
    expect(max).toBe(100_000);
    expect(extraChargeDiscountErrors({ amount: '1000', description: 'Goodwill' }, max)).toEqual({});
    expect(extraChargeDiscountErrors({ amount: '1000.01', description: 'Goodwill' }, max)).toEqual({ amount: 'amount_above_charges' });
    expect(extraChargeDiscountErrors({ amount: '10', description: 'x'.repeat(256) }, max)).toEqual({ description: 'description_too_long' });
    expect(discountableAmount([{ amount: 10_000 }], [{ amount: 10_000 }])).toBe(0);
  });

  it('sums check-out extra costs from each charge’s own rounded total, so the lines add up to the minor unit', () => {
    // 123.45 and 0.05 at 15 %: 141.97 and 0.06 (each rounded), 142.03 in all, 18.53 of it the fee.
    const lines = [withServiceFee({ amount: 12_345 }, 0.15), withServiceFee({ amount: 5 }, 0.15)];
    expect(lines.map((l) => l.amountIncFee)).toEqual([14_197, 6]);
    expect(extraCostsTotal(lines)).toEqual({ amount: 12_350, fee: 1_853, total: 14_203 });
    expect(extraCostsTotal([])).toEqual({ amount: 0, fee: 0, total: 0 });
  });

  it('turns a valid extra-charge draft into the charge it describes, and nothing else', () => {
    expect(newExtraChargeOf({ category: 'fuel', amount: '450,50', description: ' Tank not refilled ' })).toEqual({ category: 'fuel', amount: 45_050, description: 'Tank not refilled' });
    expect(newExtraChargeOf({ category: '', amount: '450', description: 'x' })).toBeNull();
    expect(newExtraChargeOf({ category: 'fuel', amount: '0', description: 'x' })).toBeNull();
  });
});
