import { describe, expect, it } from 'vitest';
import { validateBookingRange, type BookingDatesUnavailable } from './validate-booking-range';

// Friday 2027-01-08, 10:00 UTC.
const now = new Date('2027-01-08T10:00:00Z');
const vehicle = { leadTime: 2, minBookingLengthHigh: 7, minBookingLengthLow: 3, checkinWeekdays: [], checkoutWeekdays: [] };
const none: BookingDatesUnavailable = { unavailableDates: [], checkinUnavailableDates: [], checkoutUnavailableDates: [] };
const check = (fromDate: string | null, toDate: string | null, overrides = {}, unavailable: BookingDatesUnavailable = none) =>
  validateBookingRange({ fromDate, toDate }, { ...vehicle, ...overrides }, unavailable, now).errors;

describe('validateBookingRange (001 §5, 001 §9, 000 §3)', () => {
  it('is incomplete until both dates are chosen', () => {
    expect(check(null, null)).toEqual(['incomplete']);
    expect(check('2027-02-01', null)).toEqual(['incomplete']);
  });

  it('accepts a low-season range of the minimum 3 nights', () => {
    expect(check('2027-02-01', '2027-02-04')).toEqual([]);
  });

  it('rejects fewer than the low-season minimum (3) and the high-season minimum (7), by the start date', () => {
    expect(check('2027-02-01', '2027-02-03')).toEqual(['too_short']);
    expect(check('2027-07-01', '2027-07-07')).toEqual(['too_short']);
    expect(check('2027-07-01', '2027-07-08')).toEqual([]);
    const result = validateBookingRange({ fromDate: '2027-07-01', toDate: '2027-07-03' }, vehicle, none, now);
    expect(result.minNights).toBe(7);
  });

  it('allows 90 nights and rejects 91 (maximum range 90 days)', () => {
    expect(check('2027-02-01', '2027-05-02')).toEqual([]);
    expect(check('2027-02-01', '2027-05-03')).toEqual(['too_long']);
    expect(validateBookingRange({ fromDate: '2027-02-01', toDate: '2027-05-03' }, vehicle, none, now).maxNights).toBe(90);
  });

  it('needs the start at least the lead time (2 days) ahead, and never in the past', () => {
    expect(check('2027-01-09', '2027-01-13')).toEqual(['lead_time']);
    expect(check('2027-01-10', '2027-01-13')).toEqual([]);
    expect(check('2027-01-07', '2027-01-13')).toEqual(['in_the_past']);
  });

  it('rejects a blocked night inside, but a stay may end on the first blocked date', () => {
    const blocked = { ...none, unavailableDates: ['2027-02-05', '2027-02-06'] };
    expect(check('2027-02-01', '2027-02-06', {}, blocked)).toEqual(['dates_unavailable']);
    expect(check('2027-02-01', '2027-02-05', {}, blocked)).toEqual([]);
    expect(check('2027-02-07', '2027-02-10', {}, blocked)).toEqual([]);
  });

  it('does not repeat a lead-time day as unavailable', () => {
    expect(check('2027-01-09', '2027-01-13', {}, { ...none, unavailableDates: ['2027-01-08', '2027-01-09'] })).toEqual(['lead_time']);
  });

  it('respects the check-in and check-out weekdays and the per-date lists', () => {
    // 2027-02-01 is a Monday, 2027-02-06 a Saturday.
    expect(check('2027-02-01', '2027-02-06', { checkinWeekdays: [6], checkoutWeekdays: [6] })).toEqual(['checkin_weekday_unavailable']);
    expect(check('2027-02-06', '2027-02-13', { checkinWeekdays: [6], checkoutWeekdays: [6] })).toEqual([]);
    expect(check('2027-02-01', '2027-02-05', {}, { ...none, checkoutUnavailableDates: ['2027-02-05'] })).toEqual(['checkout_weekday_unavailable']);
  });

  it('reports an end before the start alone', () => {
    expect(check('2027-02-05', '2027-02-01')).toEqual(['end_before_start']);
  });
});
