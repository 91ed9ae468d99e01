import { describe, expect, it } from 'vitest';
import { depositReleaseDate, depositReservationDate, isDepositPayable } from './deposit';

describe('deposit (001 §4, §9)', () => {
  it('is payable when payable or expired', () => {
    expect(isDepositPayable({ status: 'payable' })).toBe(true);
    expect(isDepositPayable({ status: 'expired' })).toBe(true);
    expect(isDepositPayable({ status: 'pending' })).toBe(false);
    expect(isDepositPayable({ status: 'paid' })).toBe(false);
    expect(isDepositPayable({ status: 'closed' })).toBe(false);
  });

  it('is reserved about 6 days before the start', () => {
    expect(depositReservationDate('2026-07-01')).toBe('2026-06-25');
    expect(depositReservationDate('2026-03-03')).toBe('2026-02-25');
  });

  it('is released 48 hours after return', () => {
    expect(depositReleaseDate('2026-07-08T10:30:00Z').toISOString()).toBe('2026-07-10T10:30:00.000Z');
  });
});
