import { describe, expect, it } from 'vitest';
import { calendarDays, summariseRange } from './calendar-days';

const today = '2026-12-01'; // a Tuesday
const rules = { leadTimeDays: 2, checkinWeekdays: [5, 6], checkoutWeekdays: [] };
const sources = {
  rented: [
    { bookingId: 7, fromDate: '2026-12-03', toDate: '2026-12-05', ecommerceStatus: 'confirmed' as const, renterFirstName: 'Ana' },
    { bookingId: 8, fromDate: '2026-12-05', toDate: '2026-12-07', ecommerceStatus: 'pending_confirmation' as const },
    { bookingId: 6, fromDate: '2026-11-29', toDate: '2026-12-02', ecommerceStatus: 'active' as const },
  ],
  unavailable: [{ id: 3, assetId: 1, fromDate: '2026-12-07', toDate: '2026-12-09', reason: 'own_use' as const, note: null }],
  deadlines: new Map([[8, '2026-12-02T10:00:00Z']]),
};

describe("the owner's calendar days", () => {
  const days = calendarDays('2026-11-30', '2026-12-10', sources, rules, today);
  const day = (date: string) => {
    const found = days.find((candidate) => candidate.date === date);
    if (!found) throw new Error(`No ${date}`);
    return found;
  };

  it('shows a booking on its nights, by its stage, and frees its check-out day', () => {
    expect(day('2026-12-01')).toMatchObject({ kind: 'rented', bookingId: 6 });
    expect(day('2026-12-03')).toMatchObject({ kind: 'confirmed', bookingId: 7 });
    expect(day('2026-12-04')).toMatchObject({ kind: 'confirmed', bookingId: 7 });
    // The 5th is booking 7's check-out day and the request's first night.
    expect(day('2026-12-05')).toMatchObject({ kind: 'request', bookingId: 8, responseDueAt: '2026-12-02T10:00:00Z' });
    expect(day('2026-12-02')).toMatchObject({ kind: null, bookingId: null });
  });

  it("shows the owner's period on its days, both ends included", () => {
    expect(day('2026-12-07')).toMatchObject({ kind: 'unavailable', periodId: 3 });
    expect(day('2026-12-09')).toMatchObject({ kind: 'unavailable', periodId: 3 });
    expect(day('2026-12-10').kind).toBeNull();
  });

  it('marks the lead time from today and the past before it', () => {
    expect(day('2026-11-30')).toMatchObject({ past: true, leadTime: false });
    expect(day('2026-12-01')).toMatchObject({ past: false, leadTime: true });
    expect(day('2026-12-02').leadTime).toBe(true);
    expect(day('2026-12-03').leadTime).toBe(false);
  });

  it('marks the weekdays check-in or check-out is not possible on (empty: every day)', () => {
    // Friday the 4th and Saturday the 5th take check-ins; the other days do not.
    expect(day('2026-12-04').noCheckin).toBe(false);
    expect(day('2026-12-05').noCheckin).toBe(false);
    expect(day('2026-12-06').noCheckin).toBe(true);
    expect(days.every((found) => !found.noCheckout)).toBe(true);
  });

  it('has no lead time when the vehicle has none', () => {
    expect(calendarDays(today, today, sources, { ...rules, leadTimeDays: 0 }, today)).toMatchObject([{ leadTime: false }]);
  });

  it('sums up a selected range: its bookings once each, its blocked and free days', () => {
    expect(summariseRange(days, { fromDate: '2026-12-02', toDate: '2026-12-08' })).toEqual({ bookingIds: [7, 8], blockedDays: 2, freeDays: 1 });
  });
});
