import { describe, expect, it } from 'vitest';
import { blockedNights, checkAvailability, minimumNights, unavailableDates, type AssetPeriods, type AvailabilityRules } from './availability';

const asset: AvailabilityRules = { leadTime: 2, minBookingLengthHigh: 7, minBookingLengthLow: 3, checkinWeekdays: [], checkoutWeekdays: [] };
const periods: AssetPeriods = {
  unavailable: [{ fromDate: '2026-09-10', toDate: '2026-09-12' }],
  rented: [{ fromDate: '2026-09-20', toDate: '2026-09-25', bookingId: 5 }],
};
const now = new Date('2026-09-01T08:00:00Z');

describe('availability of a vehicle (000 §3, 001 §5)', () => {
  it('reads minimum nights by the season of the start date (minBookingLengthHigh June to August)', () => {
    expect(minimumNights(asset, '2026-08-31')).toBe(7);
    expect(minimumNights(asset, '2026-09-01')).toBe(3);
  });

  it('blocks unavailable periods inclusive and booked nights up to the day before check-out', () => {
    expect(blockedNights(periods)).toEqual([
      { fromDate: '2026-09-10', toDate: '2026-09-12' },
      { fromDate: '2026-09-20', toDate: '2026-09-24' },
    ]);
    expect(blockedNights(periods, { exceptBookingId: 5 })).toEqual([{ fromDate: '2026-09-10', toDate: '2026-09-12' }]);
  });

  it('allows a stay between periods, and check-in on the day a booking ends', () => {
    expect(checkAvailability(asset, periods, { fromDate: '2026-09-13', toDate: '2026-09-20' }, now)).toEqual([]);
    expect(checkAvailability(asset, periods, { fromDate: '2026-09-25', toDate: '2026-09-28' }, now)).toEqual([]);
  });

  it('refuses overlaps, the lead time and the seasonal minimum', () => {
    expect(checkAvailability(asset, periods, { fromDate: '2026-09-12', toDate: '2026-09-15' }, now)).toEqual(['dates_unavailable']);
    expect(checkAvailability(asset, periods, { fromDate: '2026-09-24', toDate: '2026-09-27' }, now)).toEqual(['dates_unavailable']);
    expect(checkAvailability(asset, periods, { fromDate: '2026-09-02', toDate: '2026-09-05' }, now)).toEqual(['lead_time']);
    expect(checkAvailability(asset, periods, { fromDate: '2026-09-02', toDate: '2026-09-05' }, now, { ignoreLeadTime: true })).toEqual([]);
    expect(checkAvailability(asset, periods, { fromDate: '2026-09-04', toDate: '2026-09-06' }, now)).toEqual(['too_short']);
    expect(checkAvailability(asset, { unavailable: [], rented: [] }, { fromDate: '2027-06-01', toDate: '2027-06-05' }, now)).toEqual(['too_short']);
  });

  it('refuses more than 90 days (001 §9)', () => {
    expect(checkAvailability(asset, { unavailable: [], rented: [] }, { fromDate: '2026-10-01', toDate: '2027-01-01' }, now)).toEqual(['too_long']);
  });

  it("ignores the booking being changed when asked (except-booking)", () => {
    const range = { fromDate: '2026-09-21', toDate: '2026-09-26' };
    expect(checkAvailability(asset, periods, range, now)).toEqual(['dates_unavailable']);
    expect(checkAvailability(asset, periods, range, now, { exceptBookingId: 5 })).toEqual([]);
  });

  it('lists unavailable dates for the calendar: past, lead time and blocked nights', () => {
    expect(unavailableDates(asset, periods, '2026-08-31', '2026-09-04', now)).toEqual(['2026-08-31', '2026-09-01', '2026-09-02']);
    expect(unavailableDates(asset, periods, '2026-09-09', '2026-09-13', now)).toEqual(['2026-09-10', '2026-09-11', '2026-09-12']);
    expect(unavailableDates(asset, periods, '2026-09-19', '2026-09-26', now)).toEqual([
      '2026-09-20',
      '2026-09-21',
      '2026-09-22',
      '2026-09-23',
      '2026-09-24',
    ]);
    expect(unavailableDates(asset, periods, '2026-09-01', '2026-09-02', now, { ignoreLeadTime: true })).toEqual([]);
  });
});
