import { describe, expect, it } from 'vitest';
import { depositMomentAt, depositReleaseDate, depositReservationDate, isDepositPayable } from './deposit';

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

describe('deposit timeline and damage deadline (001 §4: 6 days before, 48 hours after, up to 30 days)', () => {
  const trip = { fromDate: '2026-07-01', returnedAt: '2026-07-08T10:00:00Z' };

  it('is reservable from 6 days before the start', () => {
    expect(depositMomentAt({ status: 'pending' }, trip, new Date('2026-06-24T23:59:59Z'))).toBe('beforeReservation');
    expect(depositMomentAt({ status: 'pending' }, trip, new Date('2026-06-25T00:00:00Z'))).toBe('reservable');
  });

  it('is held once paid and released 48 hours after the return, unless a damage case is open', () => {
    expect(depositMomentAt({ status: 'paid' }, trip, new Date('2026-07-10T09:59:59Z'))).toBe('held');
    expect(depositMomentAt({ status: 'paid' }, trip, new Date('2026-07-10T10:00:00Z'))).toBe('released');
    expect(depositMomentAt({ status: 'paid' }, { ...trip, damageCaseOpen: true }, new Date('2026-07-20T10:00:00Z'))).toBe('held');
    expect(depositMomentAt({ status: 'closed' }, trip, new Date('2026-07-01T10:00:00Z'))).toBe('released');
  });
});
