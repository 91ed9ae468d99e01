import { describe, expect, it } from 'vitest';
import { analyticsPrice } from './analytics-price';

describe('the analytics price per stay (000 §9)', () => {
  it('is the price of the stay for stays up to 30 nights', () => {
    expect(analyticsPrice({ total: 650_000, pricedNights: 5, stayNights: 5, currency: 'sek' })).toEqual({ amount: 650_000, currency: 'sek', nights: 5 });
    expect(analyticsPrice({ total: 3_900_000, pricedNights: 30, stayNights: 30, currency: 'sek' })).toEqual({ amount: 3_900_000, currency: 'sek', nights: 30 });
  });

  it('caps the nights at 30 for longer stays', () => {
    expect(analyticsPrice({ total: 5_850_000, pricedNights: 45, stayNights: 45, currency: 'eur' })).toEqual({ amount: 3_900_000, currency: 'eur', nights: 30 });
    expect(analyticsPrice({ total: 1_000_000, pricedNights: 90, stayNights: 90, currency: 'chf' })?.nights).toBe(30);
  });

  it('counts 7 nights when no dates are chosen', () => {
    expect(analyticsPrice({ total: 910_000, pricedNights: 7, stayNights: null, currency: 'nok' })).toEqual({ amount: 910_000, currency: 'nok', nights: 7 });
    expect(analyticsPrice({ total: 100_000, pricedNights: 1, stayNights: undefined, currency: 'dkk' })).toEqual({ amount: 700_000, currency: 'dkk', nights: 7 });
  });

  it('rounds to the minor unit and gives nothing without a priced night', () => {
    expect(analyticsPrice({ total: 100_001, pricedNights: 3, stayNights: 2, currency: 'eur' })?.amount).toBe(66_667);
    expect(analyticsPrice({ total: 1000, pricedNights: 0, stayNights: 2, currency: 'eur' })).toBeUndefined();
  });
});
