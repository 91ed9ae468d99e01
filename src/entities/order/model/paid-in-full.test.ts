import { describe, expect, it } from 'vitest';
import { isPaidInFull } from './paid-in-full';

describe('isPaidInFull (001 §4: no check-in before the booking is paid in full, deposit included)', () => {
  const paid = { status: 'paid' as const };
  it('is paid when every installment is paid and the card deposit is reserved', () => {
    expect(isPaidInFull({ installments: [paid, paid], deposit: paid }, { cashDeposit: false })).toBe(true);
  });
  it('is not paid while an installment is payable, pending or expired', () => {
    for (const status of ['payable', 'pending', 'expired'] as const) {
      expect(isPaidInFull({ installments: [paid, { status }], deposit: paid }, { cashDeposit: false })).toBe(false);
    }
  });
  it('is not paid while the card deposit is payable or expired', () => {
    expect(isPaidInFull({ installments: [paid], deposit: { status: 'payable' } }, { cashDeposit: false })).toBe(false);
    expect(isPaidInFull({ installments: [paid], deposit: { status: 'expired' } }, { cashDeposit: false })).toBe(false);
  });
  it('leaves a cash deposit out: it is paid at the handover', () => {
    expect(isPaidInFull({ installments: [paid], deposit: { status: 'payable' } }, { cashDeposit: true })).toBe(true);
  });
  it('is not paid without an order', () => {
    expect(isPaidInFull(null, { cashDeposit: false })).toBe(false);
  });
});
