import { describe, expect, it } from 'vitest';
import type { Currency } from '@/shared/config';
import { earningsEstimateOf, estimateIn, type LeadPriceCalculation } from './earnings-estimate';

const calculation = (over: Partial<LeadPriceCalculation> = {}): LeadPriceCalculation => ({
  vehicle: { country: 'SE', licensePlate: 'ABC123' },
  // SEK 9,990 and SEK 6,490 a week; 8 and 4 weeks; 15% service fee on SEK 105,880.
  weeklyPriceHigh: 999_000,
  weeklyPriceLow: 649_000,
  highSeasonWeeks: 8,
  lowSeasonWeeks: 4,
  serviceFee: 1_588_200,
  yearlyEarnings: 8_999_800,
  currency: 'sek',
  ...over,
});

const sum = (amounts: readonly { amount: number }[]) => amounts.reduce((acc, part) => acc + part.amount, 0);

describe('the earnings estimate (000 §2 price calculator)', () => {
  it('lists the seasons’ rent and the service fee, adding up to the yearly earnings', () => {
    const estimate = earningsEstimateOf(calculation());
    expect(estimate.parts).toEqual([
      { key: 'high_season', amount: 7_992_000, weeks: 8, weekly: 999_000 },
      { key: 'low_season', amount: 2_596_000, weeks: 4, weekly: 649_000 },
      { key: 'service_fee', amount: -1_588_200 },
    ]);
    expect(sum(estimate.parts)).toBe(8_999_800);
    expect(estimate).toMatchObject({ total: 8_999_800, currency: 'sek' });
  });

  it('shows a difference between the API’s total and its parts as a part of its own, so what is shown adds up', () => {
    const estimate = earningsEstimateOf(calculation({ yearlyEarnings: 8_999_801 }));
    expect(estimate.parts.at(-1)).toEqual({ key: 'other', amount: 1 });
    expect(sum(estimate.parts)).toBe(estimate.total);
  });

  it('converts into the user’s currency with the parts still adding up to the minor unit', () => {
    const rates: Record<Currency, number> = { sek: 11.37, eur: 1, chf: 0.94, nok: 11.71, dkk: 7.46 };
    const convert = (minor: number, from: Currency) => Math.round((minor / rates[from]) * rates.eur);
    const shown = estimateIn(earningsEstimateOf(calculation()), { currency: 'eur', convert });
    expect(shown.currency).toBe('eur');
    expect(shown.total).toBe(convert(8_999_800, 'sek'));
    expect(sum(shown.parts)).toBe(shown.total);
    expect(shown.parts[0]?.weekly).toBe(convert(999_000, 'sek'));
    for (let high = 100_001; high < 100_500; high += 37) {
      const odd = estimateIn(earningsEstimateOf(calculation({ weeklyPriceHigh: high, serviceFee: 12_345, yearlyEarnings: high * 8 + 649_000 * 4 - 12_345 })), { currency: 'chf', convert: (minor) => Math.round((minor / rates.sek) * rates.chf) });
      expect(sum(odd.parts)).toBe(odd.total);
    }
  });

  it('stays in the vehicle’s currency while the rates are not there', () => {
    const estimate = earningsEstimateOf(calculation());
    expect(estimateIn(estimate, { currency: 'eur', convert: () => undefined })).toBe(estimate);
    expect(estimateIn(estimate, { currency: 'sek', convert: (minor) => minor })).toBe(estimate);
  });
});
