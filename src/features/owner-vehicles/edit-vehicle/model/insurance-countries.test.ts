import { describe, expect, it } from 'vitest';
import { INSURANCE_VALUE_BANDS, platformInsurerOf } from './insurance-countries';

describe('the platform insurance country sets (000 §5, §9)', () => {
  it('covers SE, NO, FI, DK and AT, DE with the Nordic insurer, CH and LI with the Swiss one', () => {
    expect(['SE', 'NO', 'FI', 'DK', 'AT', 'DE'].map(platformInsurerOf)).toEqual(Array(6).fill('nordic'));
    expect(['CH', 'LI'].map(platformInsurerOf)).toEqual(['swiss', 'swiss']);
    expect(platformInsurerOf('GB')).toBeNull();
    expect(platformInsurerOf(null)).toBeNull();
  });

  it('stores the insured value in the bands of 000 §9, the last one open-ended', () => {
    expect(INSURANCE_VALUE_BANDS).toEqual([25_000_000, 50_000_000, 75_000_000, 100_000_000, 125_000_000, 999_999_900]);
  });
});
