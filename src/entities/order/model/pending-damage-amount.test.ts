import { describe, expect, it } from 'vitest';
import { PENDING_AMOUNT_DEFAULT_DAYS, PENDING_AMOUNT_MAX_DAYS, canExtendPendingAmountDeadline, pendingAmountOf } from './pending-damage-amount';

// 001 §4: "Pending damage cost: the owner must give the amount within a set number of days (up to 30), extendable, else the deposit is returned."
const reported = '2026-07-08T10:00:00Z';
const pending = { compensationMode: 'pending_amount', compensationAmount: null, compensationDueAt: '2026-07-15T10:00:00Z', isResolved: false, createdAt: reported };

describe('a pending damage amount (001 §4)', () => {
  it('gives the owner 7 days by default, at most 30', () => {
    expect(PENDING_AMOUNT_DEFAULT_DAYS).toBe(7);
    expect(PENDING_AMOUNT_MAX_DAYS).toBe(30);
    expect(pendingAmountOf({ ...pending, compensationDueAt: null }, new Date('2026-07-08T12:00:00Z'))).toEqual({ state: 'open', due: new Date('2026-07-15T10:00:00Z'), daysLeft: 7 });
  });

  it('counts the days left until the API’s deadline, a started day as a day', () => {
    expect(pendingAmountOf(pending, new Date('2026-07-14T10:00:00Z'))).toEqual({ state: 'open', due: new Date('2026-07-15T10:00:00Z'), daysLeft: 1 });
    expect(pendingAmountOf(pending, new Date('2026-07-14T10:00:01Z'))).toMatchObject({ state: 'open', daysLeft: 1 });
    expect(pendingAmountOf(pending, new Date('2026-07-13T09:59:59Z'))).toMatchObject({ state: 'open', daysLeft: 3 });
  });

  it('has passed at the deadline: no amount can follow and the deposit is returned', () => {
    expect(pendingAmountOf(pending, new Date('2026-07-15T10:00:00Z'))).toEqual({ state: 'passed', due: new Date('2026-07-15T10:00:00Z') });
  });

  it('never runs longer than 30 days after the report, whatever deadline is stated', () => {
    const late = { ...pending, compensationDueAt: '2026-09-01T10:00:00Z' };
    expect(pendingAmountOf(late, new Date('2026-08-07T09:59:59Z'))).toMatchObject({ state: 'open', due: new Date('2026-08-07T10:00:00Z'), daysLeft: 1 });
    expect(pendingAmountOf(late, new Date('2026-08-07T10:00:00Z'))).toMatchObject({ state: 'passed' });
  });

  it('is given once the amount is there, and not pending in any other mode or once resolved', () => {
    expect(pendingAmountOf({ ...pending, compensationAmount: 45_000 }, new Date('2026-07-20T10:00:00Z'))).toEqual({ state: 'given', amount: 45_000 });
    expect(pendingAmountOf({ ...pending, compensationMode: 'fixed_amount', compensationAmount: 45_000 }, new Date('2026-07-09T10:00:00Z'))).toEqual({ state: 'none' });
    expect(pendingAmountOf({ ...pending, isResolved: true }, new Date('2026-07-09T10:00:00Z'))).toEqual({ state: 'none' });
  });
});

describe('holding the deposit longer for a pending amount (extend-deposit-release-deadline)', () => {
  const ended = { ecommerceStatus: 'ended', hasPendingAmountDamages: true, checkoutApprovedAt: reported, depositReleaseDueAt: '2026-07-15T10:00:00Z' };

  it('is possible on an ended booking with an open pending amount, before its deadline', () => {
    expect(canExtendPendingAmountDeadline(ended, new Date('2026-07-10T10:00:00Z'))).toBe(true);
    expect(canExtendPendingAmountDeadline(ended, new Date('2026-07-15T10:00:00Z'))).toBe(false);
    expect(canExtendPendingAmountDeadline({ ...ended, hasPendingAmountDamages: false }, new Date('2026-07-10T10:00:00Z'))).toBe(false);
    expect(canExtendPendingAmountDeadline({ ...ended, ecommerceStatus: 'active' }, new Date('2026-07-10T10:00:00Z'))).toBe(false);
  });

  it('stops once the deadline is 30 days after the return (7 + 7 + 7 + 7, then 30)', () => {
    expect(canExtendPendingAmountDeadline({ ...ended, depositReleaseDueAt: '2026-08-05T10:00:00Z' }, new Date('2026-07-10T10:00:00Z'))).toBe(true);
    expect(canExtendPendingAmountDeadline({ ...ended, depositReleaseDueAt: '2026-08-07T10:00:00Z' }, new Date('2026-07-10T10:00:00Z'))).toBe(false);
  });
});
