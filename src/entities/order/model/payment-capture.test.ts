import { describe, expect, it } from 'vitest';
import { capturesImmediately } from './payment-capture';

describe('immediate capture of additional payments (001 §4)', () => {
  it('captures at once when the initial payment is delayed', () => {
    expect(capturesImmediately(true, 'pending_owner_confirmation')).toBe(true);
  });

  it('captures at once when the order is neither awaiting the owner nor pending', () => {
    expect(capturesImmediately(false, 'open')).toBe(true);
    expect(capturesImmediately(false, 'paid')).toBe(true);
    expect(capturesImmediately(false, 'pending_owner_confirmation')).toBe(false);
    expect(capturesImmediately(false, 'pending')).toBe(false);
  });
});
