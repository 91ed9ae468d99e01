import { describe, expect, it } from 'vitest';
import { pricePeriodLabel } from './price-period';

describe('price period (000 §9: prices over 30 nights shown per month)', () => {
  it('shows per night up to 30 nights and per month above', () => {
    expect(pricePeriodLabel(30)).toBe('per_night');
    expect(pricePeriodLabel(31)).toBe('per_month');
  });
});
