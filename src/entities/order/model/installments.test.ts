import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasDownPayment, installmentPlan, listedInstallments, nextPayableInstallment } from './installments';
import type { InstallmentStatus } from './types';

describe('down payment (001 §4: applies below 0.99)', () => {
  it('applies below 0.99 only', () => {
    expect(hasDownPayment(0.25)).toBe(true);
    expect(hasDownPayment(0.98)).toBe(true);
    expect(hasDownPayment(0.99)).toBe(false);
    expect(hasDownPayment(1)).toBe(false);
  });
});

describe('installment plan (001 §4: first payment 25%, remainder due 30 days before start)', () => {
  const bookedAt = new Date('2026-03-01T10:00:00Z');

  it('takes 25% now and the rest 30 days before the start', () => {
    expect(installmentPlan(1_000_000, '2026-07-01', bookedAt)).toEqual([
      { type: 'down_payment', amount: 250_000, dueAt: bookedAt },
      { type: 'rental_fee', amount: 750_000, dueAt: new Date('2026-06-01T00:00:00Z') },
    ]);
  });

  it('rounds the 25% to whole minor units and puts the remainder in the second', () => {
    const [first, second] = installmentPlan(10_001, '2026-07-01', bookedAt);
    expect(first?.amount).toBe(2_500);
    expect(second?.amount).toBe(7_501);
  });

  it('charges everything at once when the start is 30 days away or less', () => {
    expect(installmentPlan(500_000, '2026-03-31', bookedAt)).toEqual([{ type: 'rental_fee', amount: 500_000, dueAt: bookedAt }]);
    expect(installmentPlan(500_000, '2026-04-01', bookedAt)).toHaveLength(2);
  });

  it('always adds up to the total', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.integer({ min: 0, max: 400 }), (total, daysAhead) => {
        const fromDate = new Date(bookedAt.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
        const plan = installmentPlan(total, fromDate, bookedAt);
        expect(plan.reduce((sum, i) => sum + i.amount, 0)).toBe(total);
        expect(plan.every((i) => Number.isInteger(i.amount) && i.amount >= 0)).toBe(true);
      }),
    );
  });
});

describe('next payable and listed installments (001 §4)', () => {
  const installment = (id: number, status: InstallmentStatus, dueAt: string) => ({ id, status, dueAt });

  it('picks the first payable one, else the first expired one, by due date', () => {
    const list = [
      installment(3, 'payable', '2026-06-01T00:00:00Z'),
      installment(1, 'paid', '2026-03-01T00:00:00Z'),
      installment(2, 'payable', '2026-05-01T00:00:00Z'),
      installment(4, 'expired', '2026-04-01T00:00:00Z'),
    ];
    expect(nextPayableInstallment(list)?.id).toBe(2);
    expect(nextPayableInstallment(list.filter((i) => i.status !== 'payable'))?.id).toBe(4);
    expect(nextPayableInstallment([installment(1, 'paid', '2026-03-01T00:00:00Z'), installment(2, 'pending', '2026-06-01T00:00:00Z')])).toBeUndefined();
  });

  it('lists only payable, expired and paid installments', () => {
    const statuses: InstallmentStatus[] = ['pending', 'payable', 'paid', 'expired'];
    expect(listedInstallments(statuses.map((status) => ({ status }))).map((i) => i.status)).toEqual(['payable', 'paid', 'expired']);
  });
});
