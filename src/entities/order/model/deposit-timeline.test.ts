import { describe, expect, it } from 'vitest';
import { canReleaseDeposit, depositOutcomeOf, depositTimeline } from './deposit-timeline';

// 001 §4: "reserved on the renter's card about 6 days before start; released after check-out (or
// 48 hours after return) unless extra charges are deducted; held 48 hours, or in a damage case
// until resolved". 001 §9: "Hold deposit 48 hours; deposit and deductible reserved about 6 days before travel".
describe('the deposit timeline (001 §4, §9)', () => {
  const trip = { fromDate: '2026-07-01', returnedAt: null, damageCaseOpen: false };
  const deposit = { status: 'pending' as const, amount: 500_000 };

  it('is reserved 6 days before the start: 2026-06-25 for a trip from 2026-07-01', () => {
    const before = depositTimeline(deposit, trip, new Date('2026-06-24T12:00:00Z'));
    expect(before.reserved).toEqual({ state: 'upcoming', date: '2026-06-25' });
    expect(depositTimeline({ ...deposit, status: 'payable' }, trip, new Date('2026-06-25T00:00:00Z')).reserved.state).toBe('current');
    const paid = depositTimeline({ ...deposit, status: 'paid' }, trip, new Date('2026-06-26T08:00:00Z'));
    expect(paid.reserved.state).toBe('done');
    expect(paid.held).toEqual({ state: 'upcoming', until: null, damageCase: false });
  });

  it('is held 48 hours after the return, then due for release', () => {
    const returned = { ...trip, returnedAt: '2026-07-08T10:00:00Z' };
    const held = depositTimeline({ ...deposit, status: 'paid' }, returned, new Date('2026-07-10T09:59:59Z'));
    expect(held.held).toEqual({ state: 'current', until: new Date('2026-07-10T10:00:00Z'), damageCase: false });
    expect(held.settled.state).toBe('upcoming');
    const due = depositTimeline({ ...deposit, status: 'paid' }, returned, new Date('2026-07-10T10:00:00Z'));
    expect(due.held.state).toBe('done');
    expect(due.settled.state).toBe('current');
  });

  it('is held while a damage case is open, with no release date, however long after the return', () => {
    const damage = { ...trip, returnedAt: '2026-07-08T10:00:00Z', damageCaseOpen: true };
    const held = depositTimeline({ ...deposit, status: 'paid' }, damage, new Date('2026-08-07T10:00:00Z'));
    expect(held.held).toEqual({ state: 'current', until: null, damageCase: true });
    expect(held.settled.state).toBe('upcoming');
  });

  it('ends released fully, partly, or captured, with the amounts to the minor unit', () => {
    const closed = { status: 'closed' as const, amount: 500_000 };
    const now = new Date('2026-07-11T10:00:00Z');
    const returned = { ...trip, returnedAt: '2026-07-08T10:00:00Z' };
    expect(depositTimeline({ ...closed, capturedAmount: 0, refundedAmount: 500_000 }, returned, now).settled).toEqual({ state: 'done', outcome: 'released', refunded: 500_000, captured: 0 });
    // A fuel charge of 1,200.00 plus the 10% administrative fee: 1,320.00 captured, 3,680.00 back.
    expect(depositTimeline({ ...closed, capturedAmount: 132_000, refundedAmount: 368_000 }, returned, now).settled).toEqual({ state: 'done', outcome: 'partly_released', refunded: 368_000, captured: 132_000 });
    expect(depositOutcomeOf({ ...closed, capturedAmount: 500_000, refundedAmount: 0 })).toBe('captured');
  });
});

describe('who releases the deposit (001 §4, §6)', () => {
  const ended = { ecommerceStatus: 'ended', cashDeposit: false, damageCaseOpen: false };
  const paid = { status: 'paid' as const };

  it('is the owner, once the booking has ended, for a deposit reserved on the card', () => {
    expect(canReleaseDeposit('owner', ended, paid)).toBe(true);
    expect(canReleaseDeposit('renter', ended, paid)).toBe(false);
    expect(canReleaseDeposit('owner', { ...ended, ecommerceStatus: 'active' }, paid)).toBe(false);
    expect(canReleaseDeposit('owner', ended, { status: 'closed' })).toBe(false);
    expect(canReleaseDeposit('owner', ended, null)).toBe(false);
  });

  it('is nobody while a damage case holds it, or for a cash deposit', () => {
    expect(canReleaseDeposit('owner', { ...ended, damageCaseOpen: true }, paid)).toBe(false);
    expect(canReleaseDeposit('owner', { ...ended, cashDeposit: true }, paid)).toBe(false);
  });
});
