import { describe, expect, it } from 'vitest';
import { minNightsFor } from './min-nights';

describe('minNightsFor (000 §3 minBookingLengthHigh/Low, 000 §9 seasons)', () => {
  const settings = { minBookingLengthHigh: 7, minBookingLengthLow: 2 };

  it('uses the high-season minimum for a start from June to August', () => {
    expect(minNightsFor(settings, '2027-06-01')).toBe(7);
    expect(minNightsFor(settings, '2027-08-31')).toBe(7);
  });

  it('uses the low-season minimum for a start from September to May', () => {
    expect(minNightsFor(settings, '2027-05-31')).toBe(2);
    expect(minNightsFor(settings, '2027-09-01')).toBe(2);
  });

  it('is at least 1 night when unset or lower', () => {
    expect(minNightsFor({}, '2027-07-01')).toBe(1);
    expect(minNightsFor({ minBookingLengthLow: 0 }, '2027-01-10')).toBe(1);
  });
});
