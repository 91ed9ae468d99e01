import { describe, expect, it } from 'vitest';
import { NIGHTS_PER_MONTH, cardPrice } from './card-price';

describe('card price (000 §9: prices over 30 nights are shown per month)', () => {
  it('shows the price per night up to 30 nights', () => {
    expect(cardPrice({ totalPrice: 945_000, numberOfNights: 7 })).toEqual({ amount: 135_000, period: 'per_night' });
    expect(cardPrice({ totalPrice: 3_000_000, numberOfNights: 30 })).toEqual({ amount: 100_000, period: 'per_night' });
  });

  it('shows the price per 30-night month from 31 nights', () => {
    expect(NIGHTS_PER_MONTH).toBe(30);
    expect(cardPrice({ totalPrice: 3_100_000, numberOfNights: 31 })).toEqual({ amount: 3_000_000, period: 'per_month' });
    expect(cardPrice({ totalPrice: 3_500_000, numberOfNights: 35 })).toEqual({ amount: 3_000_000, period: 'per_month' });
  });

  it('rounds to whole minor units', () => {
    expect(cardPrice({ totalPrice: 100_000, numberOfNights: 3 })).toEqual({ amount: 33_333, period: 'per_night' });
  });

  it('shows no price without a total or nights', () => {
    expect(cardPrice({ totalPrice: null, numberOfNights: 7 })).toBeUndefined();
    expect(cardPrice({ totalPrice: 100_000, numberOfNights: 0 })).toBeUndefined();
    expect(cardPrice({})).toBeUndefined();
  });
});
