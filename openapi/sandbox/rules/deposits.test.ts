import { describe, expect, it } from 'vitest';
import {
  canExtendPendingDamageWindow,
  depositDecision,
  extendPendingDamageWindow,
  isDepositReservationDue,
  pendingDamageDeadline,
  type DepositCase,
} from './deposits';

const returnedAt = '2026-07-08T10:00:00.000Z';
const after = (hours: number) => new Date(Date.parse(returnedAt) + hours * 3_600_000);
const deposit: DepositCase = { amount: 500_000, returnedAt, extraCharges: 0, damage: null };

describe('deposit reservation (001 §4: about 6 days before start)', () => {
  it('is due from 6 days before the start', () => {
    expect(isDepositReservationDue('2026-07-01', new Date('2026-06-24T23:59:00Z'))).toBe(false);
    expect(isDepositReservationDue('2026-07-01', new Date('2026-06-25T00:00:00Z'))).toBe(true);
  });
});

describe('deposit release (001 §4, §9: 48 hours after return; 10% administrative fee)', () => {
  it('is held until the vehicle is returned', () => {
    expect(depositDecision({ ...deposit, returnedAt: null }, after(100))).toEqual({ action: 'hold', until: null, reason: 'not_returned' });
  });

  it('is held 48 hours after return, then released in full', () => {
    expect(depositDecision(deposit, after(47))).toEqual({ action: 'hold', until: after(48), reason: 'hold_period' });
    expect(depositDecision(deposit, after(48))).toEqual({ action: 'settle', capturedAmount: 0, administrativeFee: 0, refundedAmount: 500_000 });
  });

  it('deducts extra charges plus the 10% administrative fee', () => {
    expect(depositDecision({ ...deposit, extraCharges: 100_000 }, after(48))).toEqual({
      action: 'settle',
      capturedAmount: 110_000,
      administrativeFee: 10_000,
      refundedAmount: 390_000,
    });
  });

  it('never captures more than the deposit', () => {
    expect(depositDecision({ ...deposit, extraCharges: 480_000 }, after(48))).toEqual({
      action: 'settle',
      capturedAmount: 500_000,
      administrativeFee: 20_000,
      refundedAmount: 0,
    });
  });
});

describe('damage case (001 §4: held until resolved; pending cost within up to 30 days, extendable)', () => {
  it('waits for the owner to state a pending cost within the window, then returns the deposit', () => {
    const open = { ...deposit, damage: { resolved: false, windowDays: 7, pendingAmount: null } };
    expect(depositDecision(open, after(24 * 7 - 1))).toEqual({ action: 'hold', until: after(24 * 7), reason: 'damage_case' });
    expect(depositDecision(open, after(24 * 7))).toMatchObject({ action: 'settle', refundedAmount: 500_000 });
  });

  it('holds a stated cost until the case is resolved, then deducts it', () => {
    const stated = { ...deposit, extraCharges: 10_000, damage: { resolved: false, windowDays: 7, pendingAmount: 200_000 } };
    expect(depositDecision(stated, after(24 * 60))).toEqual({ action: 'hold', until: null, reason: 'damage_case' });
    expect(depositDecision({ ...stated, damage: { ...stated.damage, resolved: true } }, after(24 * 60))).toEqual({
      action: 'settle',
      capturedAmount: 231_000,
      administrativeFee: 21_000,
      refundedAmount: 269_000,
    });
  });

  it('extends the window by 7 days, up to 30 days after return', () => {
    expect(extendPendingDamageWindow(7)).toBe(14);
    expect(extendPendingDamageWindow(28)).toBe(30);
    expect(canExtendPendingDamageWindow(29)).toBe(true);
    expect(canExtendPendingDamageWindow(30)).toBe(false);
    expect(pendingDamageDeadline(returnedAt, 45)).toEqual(after(24 * 30));
  });
});
