import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfEpochDay, epochDay } from '@/shared/lib/dates';
import { MAX_BOOKING_NIGHTS, validateBookingDates, validateDateChange, type BookingDateRules } from './booking-dates';

const now = new Date('2026-06-01T09:00:00Z'); // a Monday
const open: BookingDateRules = { blockedRanges: [], checkinWeekdays: [], checkoutWeekdays: [], minNights: 1, leadTimeDays: 0 };
const range = (fromDate: string, toDate: string) => ({ fromDate, toDate });

describe('booking date range (001 §5)', () => {
  it('accepts a plain range', () => {
    expect(validateBookingDates(range('2026-06-10', '2026-06-17'), open, now)).toEqual([]);
  });

  it('refuses an end before the start, and nothing else is judged', () => {
    expect(validateBookingDates(range('2026-06-10', '2026-06-09'), { ...open, minNights: 5 }, now)).toEqual(['end_before_start']);
  });

  it('needs at least one night and the minimum nights', () => {
    expect(validateBookingDates(range('2026-06-10', '2026-06-10'), { ...open, minNights: 0 }, now)).toEqual(['too_short']);
    expect(validateBookingDates(range('2026-06-10', '2026-06-14'), { ...open, minNights: 5 }, now)).toEqual(['too_short']);
    expect(validateBookingDates(range('2026-06-10', '2026-06-15'), { ...open, minNights: 5 }, now)).toEqual([]);
  });

  it('allows at most 90 nights (001 §9: maximum booking range 90 days)', () => {
    expect(validateBookingDates(range('2026-06-10', dateOfEpochDay(epochDay('2026-06-10') + 90)), open, now)).toEqual([]);
    expect(validateBookingDates(range('2026-06-10', dateOfEpochDay(epochDay('2026-06-10') + 91)), open, now)).toEqual(['too_long']);
  });

  it('refuses a start in the past and a start inside the lead time', () => {
    expect(validateBookingDates(range('2026-05-31', '2026-06-05'), { ...open, leadTimeDays: 3 }, now)).toEqual(['in_the_past']);
    expect(validateBookingDates(range('2026-06-01', '2026-06-05'), open, now)).toEqual([]);
    expect(validateBookingDates(range('2026-06-03', '2026-06-08'), { ...open, leadTimeDays: 3 }, now)).toEqual(['lead_time']);
    expect(validateBookingDates(range('2026-06-04', '2026-06-08'), { ...open, leadTimeDays: 3 }, now)).toEqual([]);
  });

  it('refuses blocked nights inside, but allows ending on the first blocked date', () => {
    const rules = { ...open, blockedRanges: [range('2026-06-15', '2026-06-17')] };
    expect(validateBookingDates(range('2026-06-10', '2026-06-15'), rules, now)).toEqual([]);
    expect(validateBookingDates(range('2026-06-10', '2026-06-16'), rules, now)).toEqual(['dates_unavailable']);
    expect(validateBookingDates(range('2026-06-17', '2026-06-20'), rules, now)).toEqual(['dates_unavailable']);
    expect(validateBookingDates(range('2026-06-18', '2026-06-20'), rules, now)).toEqual([]);
    expect(validateBookingDates(range('2026-06-10', '2026-06-25'), rules, now)).toEqual(['dates_unavailable']);
  });

  it('checks check-in and check-out weekdays (ISO, 1 = Monday)', () => {
    const saturdays = { ...open, checkinWeekdays: [6], checkoutWeekdays: [6] };
    expect(validateBookingDates(range('2026-06-13', '2026-06-20'), saturdays, now)).toEqual([]);
    expect(validateBookingDates(range('2026-06-12', '2026-06-20'), saturdays, now)).toEqual(['checkin_weekday_unavailable']);
    expect(validateBookingDates(range('2026-06-13', '2026-06-19'), saturdays, now)).toEqual(['checkout_weekday_unavailable']);
  });

  it('reports every problem at once', () => {
    const rules = { ...open, leadTimeDays: 7, minNights: 3, checkinWeekdays: [6], blockedRanges: [range('2026-06-02', '2026-06-02')] };
    expect(validateBookingDates(range('2026-06-02', '2026-06-03'), rules, now)).toEqual([
      'lead_time',
      'too_short',
      'dates_unavailable',
      'checkin_weekday_unavailable',
    ]);
  });
});

describe('booking date properties', () => {
  const today = epochDay('2026-06-01');
  const weekdaySet = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 });

  it(`any range over ${MAX_BOOKING_NIGHTS} nights is too_long`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: MAX_BOOKING_NIGHTS + 1, max: 400 }), (offset, nights) => {
        const from = today + offset;
        const errors = validateBookingDates(range(dateOfEpochDay(from), dateOfEpochDay(from + nights)), open, now);
        expect(errors).toContain('too_long');
      }),
    );
  });

  it('a range up to 90 nights from today on, with nothing blocked and every weekday open, is valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: MAX_BOOKING_NIGHTS }), (offset, nights) => {
        const from = today + offset;
        expect(validateBookingDates(range(dateOfEpochDay(from), dateOfEpochDay(from + nights)), open, now)).toEqual([]);
      }),
    );
  });

  it('shifting a future range by whole weeks keeps its verdict, whatever the weekday rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 52 }),
        weekdaySet,
        weekdaySet,
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 10 }),
        (leadTimeDays, offset, weeks, checkinWeekdays, checkoutWeekdays, nights, minNights) => {
          const rules = { ...open, leadTimeDays, checkinWeekdays, checkoutWeekdays, minNights };
          const from = today + leadTimeDays + offset;
          const shifted = from + 7 * weeks;
          const verdict = validateBookingDates(range(dateOfEpochDay(from), dateOfEpochDay(from + nights)), rules, now);
          const shiftedVerdict = validateBookingDates(range(dateOfEpochDay(shifted), dateOfEpochDay(shifted + nights)), rules, now);
          expect(shiftedVerdict).toEqual(verdict);
        },
      ),
    );
  });

  it('a range holding a blocked night is always dates_unavailable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 90 }), fc.nat(), (offset, nights, pick) => {
        const from = today + offset;
        const blocked = dateOfEpochDay(from + (pick % nights));
        const rules = { ...open, blockedRanges: [range(blocked, blocked)] };
        expect(validateBookingDates(range(dateOfEpochDay(from), dateOfEpochDay(from + nights)), rules, now)).toContain('dates_unavailable');
      }),
    );
  });
});

describe('date change (001 §5)', () => {
  const current = range('2026-07-01', '2026-07-08');

  it('must differ from the current dates', () => {
    expect(validateDateChange(current, { ...current }, 3)).toEqual(['dates_unchanged']);
  });

  it('cannot shorten below the minimum nights', () => {
    expect(validateDateChange(current, range('2026-07-01', '2026-07-03'), 3)).toEqual(['too_short']);
    expect(validateDateChange(current, range('2026-07-01', '2026-07-04'), 3)).toEqual([]);
    expect(validateDateChange(current, range('2026-07-05', '2026-07-05'), 0)).toEqual(['too_short']);
  });

  it('may move or lengthen a booking already under a since-raised minimum', () => {
    expect(validateDateChange(current, range('2026-07-02', '2026-07-09'), 10)).toEqual([]);
    expect(validateDateChange(current, range('2026-07-01', '2026-07-10'), 10)).toEqual([]);
    expect(validateDateChange(current, range('2026-07-01', '2026-07-07'), 10)).toEqual(['too_short']);
  });

  it('refuses an end before the start', () => {
    expect(validateDateChange(current, range('2026-07-08', '2026-07-01'), 1)).toEqual(['end_before_start']);
  });
});
