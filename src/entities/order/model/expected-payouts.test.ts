import { describe, expect, it } from 'vitest';
import { expectedPayouts } from './expected-payouts';
import type { Installment, Transfer } from './types';

const installment = (id: number, type: Installment['type'], status: Installment['status'], ownersAmount: number, dueAt: string): Installment => ({
  id,
  type,
  status,
  ownersAmount,
  dueAt,
});

const transfer = (overrides: Partial<Transfer>): Transfer => ({
  id: 1,
  type: 'total',
  status: 'succeeded',
  amount: 1000,
  amountReversed: 0,
  netAmount: 1000,
  installmentId: null,
  ...overrides,
});

const downPayment = installment(1, 'down_payment', 'paid', 20_000, '2026-03-01T00:00:00Z');
const rentalFee = installment(2, 'rental_fee', 'payable', 60_000, '2026-06-01T00:00:00Z');
const buydown = installment(3, 'deductible_buydown', 'payable', 5_000, '2026-04-01T00:00:00Z');

describe("owner's expected payouts (001 §4)", () => {
  it('synthesises a pending total transfer: owner total − down payment − installment payments', () => {
    const payouts = expectedPayouts({ ownersTotal: 85_000, transfers: [], installments: [downPayment, rentalFee, buydown] });
    expect(payouts[0]).toEqual({ id: null, type: 'total', status: 'pending', amount: 60_000, amountReversed: 0, netAmount: 60_000, installmentId: null });
  });

  it('adds a pending installment payout for a next payable installment that is not a rental fee or down payment', () => {
    const payouts = expectedPayouts({ ownersTotal: 85_000, transfers: [], installments: [downPayment, rentalFee, buydown] });
    expect(payouts[1]).toMatchObject({ id: null, type: 'installment', status: 'pending', netAmount: 5_000, installmentId: 3 });
    expect(payouts).toHaveLength(2);
  });

  it('adds no installment payout when the next payable installment is the rental fee', () => {
    const payouts = expectedPayouts({ ownersTotal: 80_000, transfers: [], installments: [downPayment, rentalFee] });
    expect(payouts.map((t) => t.type)).toEqual(['total']);
  });

  it('keeps an existing total transfer instead of synthesising one', () => {
    const existing = transfer({ id: 9, amount: 60_000, netAmount: 60_000 });
    expect(expectedPayouts({ ownersTotal: 80_000, transfers: [existing], installments: [downPayment, rentalFee] })).toEqual([existing]);
  });

  it('does not repeat an installment payout that already exists', () => {
    const existing = transfer({ id: 7, type: 'installment', status: 'pending', amount: 5_000, netAmount: 5_000, installmentId: 3 });
    const payouts = expectedPayouts({ ownersTotal: 85_000, transfers: [transfer({}), existing], installments: [downPayment, rentalFee, buydown] });
    expect(payouts.filter((t) => t.installmentId === 3)).toEqual([existing]);
  });

  it('shows only pending or succeeded transfers with a positive net amount', () => {
    const transfers = [
      transfer({ id: 1, status: 'succeeded', netAmount: 100 }),
      transfer({ id: 2, status: 'pending', netAmount: 50 }),
      transfer({ id: 3, status: 'failed', netAmount: 100 }),
      transfer({ id: 4, status: 'succeeded', amount: 100, amountReversed: 100, netAmount: 0 }),
    ];
    expect(expectedPayouts({ ownersTotal: 0, transfers, installments: [] }).map((t) => t.id)).toEqual([1, 2]);
  });

  it('hides a synthesised total that would not be positive', () => {
    expect(expectedPayouts({ ownersTotal: 20_000, transfers: [], installments: [downPayment] })).toEqual([]);
  });
});
