import { describe, expect, it } from 'vitest';
import { dateOfEpochDay, epochDay } from '@/shared/lib/dates';
import type { BookingDateRules } from './booking-dates';
import { changeDatesErrors, pendingChangeRequest } from './change-request-dates';
import { dateChangeKind } from './date-change-kind';

const now = new Date('2026-06-01T09:00:00Z'); // a Monday
const open: BookingDateRules = { blockedRanges: [], checkinWeekdays: [], checkoutWeekdays: [], minNights: 1, leadTimeDays: 0 };
const range = (fromDate: string, toDate: string) => ({ fromDate, toDate });
// A week from Wednesday 10 June to Wednesday 17 June 2026.
const current = range('2026-06-10', '2026-06-17');

describe('new dates for a booking (001 §5)', () => {
  it('takes two more nights', () => {
    expect(changeDatesErrors(current, range('2026-06-10', '2026-06-19'), open, now)).toEqual([]);
  });

  it('refuses the current dates: a change must differ', () => {
    expect(changeDatesErrors(current, current, open, now)).toEqual(['dates_unchanged']);
  });

  it('refuses an end before the start, and judges nothing else', () => {
    expect(changeDatesErrors(current, range('2026-06-10', '2026-06-08'), { ...open, minNights: 5 }, now)).toEqual(['end_before_start']);
  });

  it('does not shorten below the minimum nights (5 here), but keeps a booking already under a raised minimum', () => {
    const five = { ...open, minNights: 5 };
    expect(changeDatesErrors(current, range('2026-06-10', '2026-06-14'), five, now)).toEqual(['too_short']);
    expect(changeDatesErrors(current, range('2026-06-10', '2026-06-15'), five, now)).toEqual([]);
    const eight = { ...open, minNights: 8 };
    expect(changeDatesErrors(current, range('2026-06-10', '2026-06-17'), eight, now)).toEqual(['dates_unchanged']);
    expect(changeDatesErrors(current, range('2026-06-11', '2026-06-18'), eight, now)).toEqual([]);
  });

  it('stays within 90 nights (001 §9: maximum booking range 90 days)', () => {
    const start = epochDay(current.fromDate);
    expect(changeDatesErrors(current, range(current.fromDate, dateOfEpochDay(start + 90)), open, now)).toEqual([]);
    expect(changeDatesErrors(current, range(current.fromDate, dateOfEpochDay(start + 91)), open, now)).toEqual(['too_long']);
  });

  it('holds no blocked night of another booking, while the booking’s own nights are free to it', () => {
    const rules = { ...open, blockedRanges: [range('2026-06-10', '2026-06-16'), range('2026-06-19', '2026-06-21')] };
    expect(changeDatesErrors(current, range('2026-06-10', '2026-06-19'), rules, now)).toEqual([]);
    expect(changeDatesErrors(current, range('2026-06-10', '2026-06-20'), rules, now)).toEqual(['dates_unavailable']);
  });

  it('respects the check-in and check-out weekdays, only for a date that moves', () => {
    // Check-in on Saturdays (6) only, check-out on Saturdays only: the current Wednesdays were agreed before.
    const saturdays = { ...open, checkinWeekdays: [6], checkoutWeekdays: [6] };
    expect(changeDatesErrors(current, range('2026-06-10', '2026-06-20'), saturdays, now)).toEqual([]);
    expect(changeDatesErrors(current, range('2026-06-10', '2026-06-19'), saturdays, now)).toEqual(['checkout_weekday_unavailable']);
    expect(changeDatesErrors(current, range('2026-06-11', '2026-06-17'), saturdays, now)).toEqual(['checkin_weekday_unavailable']);
  });

  it('lets an active booking extend although its start has passed, but not move the start into the past', () => {
    const active = range('2026-05-28', '2026-06-03');
    expect(changeDatesErrors(active, range('2026-05-28', '2026-06-05'), open, now)).toEqual([]);
    expect(changeDatesErrors(active, range('2026-05-29', '2026-06-05'), open, now)).toEqual(['in_the_past']);
  });
});

describe('how the dates change (001 §4)', () => {
  it('moves an unanswered, unpaid request directly', () => {
    expect(dateChangeKind({ ecommerceStatus: 'pending_confirmation', requestStatus: 'requested', paid: false })).toBe('direct');
    expect(dateChangeKind({ ecommerceStatus: 'pending_confirmation', requestStatus: 'requested', paid: true })).toBeUndefined();
  });

  it('asks the other party once the owner has accepted and the booking is open', () => {
    for (const ecommerceStatus of ['pending_confirmation', 'confirmed', 'active']) {
      expect(dateChangeKind({ ecommerceStatus, requestStatus: 'accepted', paid: true })).toBe('request');
    }
    expect(dateChangeKind({ ecommerceStatus: 'completed', requestStatus: 'accepted', paid: true })).toBeUndefined();
    expect(dateChangeKind({ ecommerceStatus: 'canceled', requestStatus: 'denied', paid: false })).toBeUndefined();
  });

  it('finds the one pending request', () => {
    expect(pendingChangeRequest([{ id: 1, status: 'denied' }, { id: 2, status: 'pending' }])).toEqual({ id: 2, status: 'pending' });
    expect(pendingChangeRequest([{ id: 1, status: 'accepted' }])).toBeUndefined();
  });
});
