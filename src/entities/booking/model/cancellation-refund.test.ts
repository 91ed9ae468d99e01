import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationFee,
  cancellationPolicyOf,
  daysOfNotice,
  refundAmount,
  refundPercentage,
  refundTable,
} from './cancellation-refund';

describe('cancellation refund by days of notice (001 §9)', () => {
  it.each([
    [60, 100],
    [59, 75],
    [7, 75],
    [6, 0],
    [0, 0],
  ])('flex: 100%% with 60 or more days, 75%% from 7 days, none below — %i days → %i%%', (days, pct) => {
    expect(refundPercentage('flex', days)).toBe(pct);
  });

  it.each([
    [60, 100],
    [59, 75],
    [30, 75],
    [29, 0],
  ])('standard: 100%% at 60 days, 75%% at 30 days, none below — %i days → %i%%', (days, pct) => {
    expect(refundPercentage('standard', days)).toBe(pct);
  });

  it.each([
    [365, 75],
    [30, 75],
    [29, 0],
  ])('strict: 75%% at 30 days, none below — %i days → %i%%', (days, pct) => {
    expect(refundPercentage('strict', days)).toBe(pct);
  });

  it('refunds nothing once the start has passed', () => {
    expect(refundPercentage('flex', -1)).toBe(0);
  });

  it('falls back to strict for a missing or unknown policy (000 §3)', () => {
    expect(cancellationPolicyOf(undefined)).toBe('strict');
    expect(cancellationPolicyOf(null)).toBe('strict');
    expect(cancellationPolicyOf('super_flex')).toBe('strict');
    expect(refundPercentage(undefined, 59)).toBe(75);
    expect(refundPercentage('unknown', 59)).toBe(75);
  });

  it('charges a fee of 100 minus the refund (001 §9; the 25% renter case is the 75% tier)', () => {
    expect(cancellationFee('flex', 60)).toBe(0);
    expect(cancellationFee('standard', 30)).toBe(25);
    expect(cancellationFee('strict', 29)).toBe(100);
  });

  it('lists the tiers for display, longest notice first', () => {
    expect(refundTable('flex')).toEqual([
      { fromDays: 60, refundPercentage: 100 },
      { fromDays: 7, refundPercentage: 75 },
      { fromDays: 0, refundPercentage: 0 },
    ]);
    expect(refundTable('standard').map((row) => row.fromDays)).toEqual([60, 30, 0]);
    expect(refundTable('strict')).toEqual([
      { fromDays: 30, refundPercentage: 75 },
      { fromDays: 0, refundPercentage: 0 },
    ]);
  });

  it('rounds the refund down to whole minor units', () => {
    expect(refundAmount('standard', 100_001, 30)).toBe(75_000);
    expect(refundAmount('flex', 12_345, 60)).toBe(12_345);
    expect(refundAmount('strict', 999, 29)).toBe(0);
  });

  it('never refunds more than was paid, and more notice never refunds less', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('flex', 'standard', 'strict'),
        fc.nat(10_000_000),
        fc.integer({ min: -30, max: 400 }),
        (policy, paid, days) => {
          const refund = refundAmount(policy, paid, days);
          expect(Number.isInteger(refund)).toBe(true);
          expect(refund).toBeLessThanOrEqual(paid);
          expect(refundPercentage(policy, days + 1)).toBeGreaterThanOrEqual(refundPercentage(policy, days));
        },
      ),
    );
  });

  it('counts days of notice as UTC calendar days to the start date', () => {
    expect(daysOfNotice(new Date('2026-05-02T23:30:00Z'), '2026-07-01')).toBe(60);
    expect(daysOfNotice(new Date('2026-05-03T00:00:00Z'), '2026-07-01')).toBe(59);
    expect(daysOfNotice(new Date('2026-07-02T08:00:00Z'), '2026-07-01')).toBe(-1);
  });
});
