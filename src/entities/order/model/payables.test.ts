import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markPaid, payablesOf, remainingToPay, samePayable, transactionOfInstallment, type OrderMoney } from './payables';
import type { InstallmentStatus, InstallmentType } from './types';

const installment = (id: number, type: InstallmentType, status: InstallmentStatus, dueAt: string, amount: number) => ({ id, type, status, dueAt, amount });

// 25 % of SEK 16,500.00 is paid; the remaining 75 % is due 30 days before a start on 2026-07-01.
const order = (overrides: Partial<OrderMoney> = {}): OrderMoney => ({
  id: 7,
  installments: [installment(1, 'down_payment', 'paid', '2026-03-01T10:00:00Z', 412_500), installment(2, 'rental_fee', 'payable', '2026-06-01T00:00:00Z', 1_237_500)],
  deposit: { id: 9, status: 'pending', amount: 500_000 },
  ...overrides,
});

describe('what the renter can pay now (001 §3, §4)', () => {
  it('offers the next payable installment, named the remaining rental fee after a down payment', () => {
    expect(payablesOf(order(), { cashDeposit: false })).toEqual([
      { kind: 'installment', id: 2, amount: 1_237_500, purpose: 'installment_payment', transaction: 'remaining_rental_fee' },
    ]);
  });

  it('offers the rest of the booking at once when more than one installment is open, adding up to the minor unit', () => {
    const two = order({
      installments: [
        installment(1, 'down_payment', 'expired', '2026-03-01T10:00:00Z', 412_501),
        installment(2, 'rental_fee', 'payable', '2026-06-01T00:00:00Z', 1_237_499),
        installment(3, 'deductible_buydown', 'paid', '2026-03-02T10:00:00Z', 90_000),
      ],
    });
    const payables = payablesOf(two, { cashDeposit: false });
    // 001 §4: the first payable one before the first expired one.
    expect(payables[0]).toMatchObject({ kind: 'installment', id: 2 });
    expect(payables[1]).toEqual({ kind: 'order', id: 7, amount: 1_650_000, purpose: 'total', transaction: 'rental_fee' });
  });

  it('offers the deposit when payable or expired, not when paid in cash', () => {
    const due = order({ installments: [], deposit: { id: 9, status: 'payable', amount: 500_000 } });
    expect(payablesOf(due, { cashDeposit: false })).toEqual([{ kind: 'deposit', id: 9, amount: 500_000, purpose: 'other', transaction: 'reserve_deposit' }]);
    expect(payablesOf({ ...due, deposit: { id: 9, status: 'expired', amount: 500_000 } }, { cashDeposit: false })).toHaveLength(1);
    expect(payablesOf(due, { cashDeposit: true })).toEqual([]);
    expect(payablesOf({ ...due, deposit: { id: 9, status: 'paid', amount: 500_000 } }, { cashDeposit: false })).toEqual([]);
  });

  it('offers an extra charge after check-out on its own, not as the next installment', () => {
    const after = order({
      installments: [installment(1, 'rental_fee', 'paid', '2026-03-01T10:00:00Z', 1_650_000), installment(5, 'extra_charges', 'payable', '2026-07-09T10:00:00Z', 45_000)],
      deposit: null,
    });
    expect(payablesOf(after, { cashDeposit: false })).toEqual([{ kind: 'installment', id: 5, amount: 45_000, purpose: 'extra_charges', transaction: 'extra_charges' }]);
  });

  it('offers nothing when everything is paid or not yet due', () => {
    expect(payablesOf(order({ installments: [installment(1, 'rental_fee', 'pending', '2026-06-01T00:00:00Z', 10)] }), { cashDeposit: false })).toEqual([]);
  });

  it('the rest to pay is always the sum of the open installments', () => {
    const statuses: InstallmentStatus[] = ['pending', 'payable', 'paid', 'expired'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...statuses), fc.nat(10_000_000)), { maxLength: 6 }), (rows) => {
        const money = order({ installments: rows.map(([status, amount], i) => installment(i + 1, 'addition', status, `2026-0${(i % 9) + 1}-01T00:00:00Z`, amount)) });
        const expected = rows.filter(([s]) => s === 'payable' || s === 'expired').reduce((sum, [, amount]) => sum + amount, 0);
        expect(remainingToPay(money)).toBe(expected);
        const whole = payablesOf(money, { cashDeposit: true }).find((p) => p.kind === 'order');
        if (whole) expect(whole.amount).toBe(expected);
      }),
    );
  });

  it('names each installment type by a transaction type of 001 §3', () => {
    expect(transactionOfInstallment('rental_fee', false)).toBe('rental_fee');
    expect(transactionOfInstallment('additional_drivers', true)).toBe('addition');
    expect(transactionOfInstallment('young_driver_insurance', true)).toBe('young_driver_insurance');
  });

  it('knows the same payable by kind and id', () => {
    expect(samePayable({ kind: 'installment', id: 2 }, { kind: 'installment', id: 2 })).toBe(true);
    expect(samePayable({ kind: 'installment', id: 2 }, { kind: 'deposit', id: 2 })).toBe(false);
  });
});

describe('the order once a payable is settled', () => {
  it('marks the installment, every open one or the deposit paid, and nothing else', () => {
    const open = order({
      installments: [installment(1, 'down_payment', 'expired', '2026-03-01T10:00:00Z', 1), installment(2, 'rental_fee', 'payable', '2026-06-01T00:00:00Z', 2), installment(3, 'addition', 'pending', '2026-06-02T00:00:00Z', 3)],
      deposit: { id: 9, status: 'payable', amount: 5 },
    });
    expect(markPaid(open, { kind: 'installment', id: 2 }).installments.map((i) => i.status)).toEqual(['expired', 'paid', 'pending']);
    expect(markPaid(open, { kind: 'order', id: 7 }).installments.map((i) => i.status)).toEqual(['paid', 'paid', 'pending']);
    expect(markPaid(open, { kind: 'deposit', id: 9 }).deposit?.status).toBe('paid');
    expect(markPaid(open, { kind: 'deposit', id: 8 })).toBe(open);
  });
});
