import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar';
import { priceBooking, type AssetPricing, type InsuranceChoice } from './pricing';

const asset: AssetPricing = {
  highWeeklyPriceWithoutCleaning: 700_000,
  lowWeeklyPriceWithoutCleaning: 350_000,
  priceHighIncrease: 0.2,
  priceLowIncrease: 0.1,
  priceHighDiscount: 0.1,
  priceLowDiscount: 0.2,
  cleaningFee: 50_000,
};

const nightsOnly = { ...asset, cleaningFee: null };
const keyed = (items: { key: string; quantity: number; unitPrice: number }[]) => items.map(({ key, quantity, unitPrice }) => [key, quantity, unitPrice]);
/** The lines of the stay itself, without the service fee's line (checked on its own). */
const stayLines = <T extends { key: string }>(items: T[]) => items.filter((item) => item.key !== 'service_fee');

describe('nightly price from the weekly price per season (000 §3, §9)', () => {
  it('prices a low-season week at the low weekly price ÷ 7, plus cleaning and a 10% service fee', () => {
    const quote = priceBooking(asset, { fromDate: '2026-09-07', toDate: '2026-09-14' });
    expect(keyed(quote.lineItems)).toEqual([
      ['low_season_night', 7, 50_000],
      ['cleaning', 1, 50_000],
      ['service_fee', 1, 40_000],
    ]);
    expect(quote).toMatchObject({ nights: 7, subtotal: 400_000, serviceFee: 40_000, total: 440_000 });
  });

  it('adds the short-booking increase to every night of a stay shorter than a week', () => {
    const quote = priceBooking(nightsOnly, { fromDate: '2026-07-01', toDate: '2026-07-04' });
    expect(keyed(stayLines(quote.lineItems))).toEqual([['high_season_short_booking_night', 3, 120_000]]);
  });

  it('discounts the long stay from the 8th night', () => {
    const quote = priceBooking(nightsOnly, { fromDate: '2026-10-01', toDate: '2026-10-11' });
    expect(keyed(stayLines(quote.lineItems))).toEqual([
      ['low_season_night', 7, 50_000],
      ['low_season_discounted_night', 3, 40_000],
    ]);
  });

  it('prices each night by its own season (high June to August)', () => {
    const quote = priceBooking(nightsOnly, { fromDate: '2026-08-29', toDate: '2026-09-08' });
    expect(keyed(stayLines(quote.lineItems))).toEqual([
      ['high_season_night', 3, 100_000],
      ['low_season_night', 4, 50_000],
      ['low_season_discounted_night', 3, 40_000],
    ]);
    expect(keyed(stayLines(priceBooking(nightsOnly, { fromDate: '2026-05-30', toDate: '2026-06-02' }).lineItems))).toEqual([
      ['low_season_short_booking_night', 2, 55_000],
      ['high_season_short_booking_night', 1, 120_000],
    ]);
  });

  it('refuses a stay without nights', () => {
    expect(() => priceBooking(asset, { fromDate: '2026-07-01', toDate: '2026-07-01' })).toThrow(RangeError);
  });
});

describe('add-ons by pricing mode (000 §3)', () => {
  const quote = priceBooking(nightsOnly, {
    fromDate: '2026-09-07',
    toDate: '2026-09-14',
    addons: [
      { key: 'city_bike', type: 'equipment', price: 1_000, pricingStrategy: 'per_booking_night', quantity: 2 },
      { key: 'towels', type: 'equipment', price: 500, pricingStrategy: 'per_booking', quantity: 3 },
      { key: 'grill', type: 'equipment', price: 2_000, pricingStrategy: 'fixed', quantity: 5 },
      { key: 'bed_linen', type: 'equipment', price: 9_999, pricingStrategy: 'included', quantity: 2 },
      { key: 'interior_cleaning', type: 'service', price: 30_000, pricingStrategy: 'per_booking_night', quantity: 1 },
      { key: 'pet_surcharge', type: 'service', price: 2_000, pricingStrategy: 'per_booking_night', quantity: 1 },
    ],
  });
  const amountOf = (addonKey: string) => quote.lineItems.find((l) => l.addonKey === addonKey)?.amount;

  it('charges per_booking_night × nights × quantity, per_booking × quantity, fixed once, included free', () => {
    expect(amountOf('city_bike')).toBe(14_000);
    expect(amountOf('towels')).toBe(1_500);
    expect(amountOf('grill')).toBe(2_000);
    expect(amountOf('bed_linen')).toBe(0);
  });

  it('charges interior_cleaning, toilet_cleaning and pick_up only per booking', () => {
    expect(amountOf('interior_cleaning')).toBe(30_000);
    expect(amountOf('pet_surcharge')).toBe(14_000);
  });

  it('keys equipment and service add-ons apart', () => {
    expect(quote.lineItems.find((l) => l.addonKey === 'towels')?.key).toBe('equipment_addon');
    expect(quote.lineItems.find((l) => l.addonKey === 'interior_cleaning')?.key).toBe('service_addon');
  });
});

describe('insurance and the coverage rule (000 §4)', () => {
  const omocom: InsuranceChoice = {
    vendor: 'omocom',
    plan: 'omocom_plus',
    pricePerNightByPlan: { omocom_basic: 10_000, omocom_plus: 15_000, omocom_complete: 20_000 },
  };
  const week = { fromDate: '2026-09-07', toDate: '2026-09-14' };

  it('charges the chosen platform plan per night', () => {
    const quote = priceBooking(nightsOnly, { ...week, insurance: omocom });
    expect(quote.lineItems.find((l) => l.key === 'platform_insurance')).toMatchObject({ quantity: 7, unitPrice: 15_000, amount: 105_000, addonKey: 'omocom_plus' });
  });

  it.each(['deductible_buydown', 'deductible_insurance'])('subtracts the basic per-night price × nights when %s is selected', (kind) => {
    const quote = priceBooking(nightsOnly, { ...week, insurance: omocom, insuranceAddons: [{ kind, price: 40_000, pricingStrategy: 'per_booking' }] });
    expect(keyed(stayLines(quote.lineItems.filter((l) => l.key !== 'low_season_night')))).toEqual([
      ['platform_insurance', 7, 15_000],
      ['platform_insurance', 7, -10_000],
      ['insurance_addon', 1, 40_000],
    ]);
    expect(quote.subtotal).toBe(350_000 + 105_000 - 70_000 + 40_000);
  });

  it('subtracts only once when both coverage add-ons are selected', () => {
    const quote = priceBooking(nightsOnly, {
      ...week,
      insurance: omocom,
      insuranceAddons: [
        { kind: 'deductible_buydown', price: 1_000, pricingStrategy: 'per_booking_night' },
        { kind: 'deductible_insurance', price: 2_000, pricingStrategy: 'per_booking_night' },
      ],
    });
    expect(quote.lineItems.filter((l) => l.amount < 0)).toHaveLength(1);
    expect(quote.lineItems.filter((l) => l.key === 'insurance_addon').map((l) => l.amount)).toEqual([7_000, 14_000]);
  });

  it('charges the Swiss insurer as baloise_insurance', () => {
    const quote = priceBooking(nightsOnly, { ...week, insurance: { vendor: 'baloise', pricePerNight: 12_000 } });
    expect(keyed(quote.lineItems.filter((l) => l.key === 'baloise_insurance'))).toEqual([['baloise_insurance', 7, 12_000]]);
  });

  it('adds drivers and ID verification without a service fee on them or on insurance', () => {
    const quote = priceBooking(nightsOnly, {
      ...week,
      insurance: omocom,
      additionalDrivers: { count: 2, pricePerDriver: 25_000 },
      idVerificationFee: 5_000,
    });
    expect(keyed(quote.lineItems.filter((l) => l.key === 'additional_driver' || l.key === 'id_verification'))).toEqual([
      ['additional_driver', 2, 25_000],
      ['id_verification', 1, 5_000],
    ]);
    expect(quote.serviceFee).toBe(35_000);
  });
});

describe('pricing properties', () => {
  it('totals the lines, the service fee included as a line of its own, with one night line entry per night', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 730 }), fc.integer({ min: 1, max: 90 }), (offset, nights) => {
        const fromDate = addDays('2026-01-01', offset);
        const toDate = addDays(fromDate, nights);
        const quote = priceBooking(asset, { fromDate, toDate });
        expect(quote.nights).toBe(daysBetween(fromDate, toDate));
        expect(quote.lineItems.filter((l) => l.key.endsWith('_night')).reduce((s, l) => s + l.quantity, 0)).toBe(nights);
        expect(quote.total).toBe(quote.lineItems.reduce((s, l) => s + l.amount, 0));
        expect(quote.lineItems.find((l) => l.key === 'service_fee')?.amount).toBe(quote.serviceFee);
        expect(Number.isInteger(quote.total)).toBe(true);
      }),
    );
  });
});
