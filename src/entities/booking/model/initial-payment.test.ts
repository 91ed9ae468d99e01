import { describe, expect, it } from 'vitest';
import { isInitialPaymentDelayed } from './initial-payment';

describe('delayed initial payment (001 §4)', () => {
  it('is delayed when flagged or when the method is instant', () => {
    expect(isInitialPaymentDelayed(true, 'binding')).toBe(true);
    expect(isInitialPaymentDelayed(false, 'instant')).toBe(true);
    expect(isInitialPaymentDelayed(false, 'binding')).toBe(false);
    expect(isInitialPaymentDelayed(false, 'non_binding')).toBe(false);
  });
});
