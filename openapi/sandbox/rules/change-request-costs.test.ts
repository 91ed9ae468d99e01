import { describe, expect, it } from 'vitest';
import type { AssetPeriods } from './availability';
import { changeRequestCosts, type ChangeRequestCostsInput } from './change-request-costs';

const asset: ChangeRequestCostsInput['asset'] = {
  leadTime: 3,
  minBookingLengthHigh: 5,
  minBookingLengthLow: 2,
  checkinWeekdays: [6],
  checkoutWeekdays: [6],
  highWeeklyPriceWithoutCleaning: 700_000,
  lowWeeklyPriceWithoutCleaning: 350_000,
  priceHighIncrease: 0,
  priceLowIncrease: 0,
  priceHighDiscount: 0,
  priceLowDiscount: 0,
  cleaningFee: 50_000,
};
// Saturday to Saturday in high season; the booking's own nights are among the rented ones.
const booking = { id: 9, fromDate: '2026-07-04', toDate: '2026-07-11' };
const periods: AssetPeriods = {
  unavailable: [{ fromDate: '2026-07-20', toDate: '2026-07-22' }],
  rented: [{ ...booking, bookingId: 9 }],
};
const now = new Date('2026-06-01T10:00:00Z');
const input = (proposed: { fromDate: string; toDate: string }): ChangeRequestCostsInput => ({ booking, proposed, asset, periods, choices: {} });

describe('change request costs (001 §5, §7)', () => {
  it('prices the new dates against the current ones, ignoring the booking itself', () => {
    const result = changeRequestCosts(input({ fromDate: '2026-07-04', toDate: '2026-07-18' }), now);
    expect(result).toMatchObject({
      ok: true,
      costs: { newFromDate: '2026-07-04', newToDate: '2026-07-18', nights: 14, currentTotalPrice: 825_000, newTotalPrice: 1_595_000, difference: 770_000 },
    });
  });

  it('gives a negative difference when the stay gets cheaper', () => {
    const result = changeRequestCosts(input({ fromDate: '2026-08-29', toDate: '2026-09-05' }), now);
    expect(result.ok && result.costs.difference).toBeLessThan(0);
  });

  it('must differ from the current dates', () => {
    expect(changeRequestCosts(input({ ...booking }), now)).toEqual({ ok: false, errors: ['dates_unchanged'] });
  });

  it('cannot shorten below the minimum nights of the season (5 in high season)', () => {
    const anyWeekday = { ...input({ fromDate: '2026-07-04', toDate: '2026-07-08' }), asset: { ...asset, checkoutWeekdays: [] } };
    expect(changeRequestCosts(anyWeekday, now)).toEqual({ ok: false, errors: ['too_short'] });
  });

  it('refuses blocked nights and weekday rules on the dates it changes', () => {
    expect(changeRequestCosts(input({ fromDate: '2026-07-18', toDate: '2026-07-25' }), now)).toEqual({ ok: false, errors: ['dates_unavailable'] });
    expect(changeRequestCosts(input({ fromDate: '2026-07-04', toDate: '2026-07-12' }), now)).toEqual({ ok: false, errors: ['checkout_weekday_unavailable'] });
  });

  it('lets an active booking extend its end although its start has passed', () => {
    const during = new Date('2026-07-06T10:00:00Z');
    expect(changeRequestCosts(input({ fromDate: '2026-07-04', toDate: '2026-07-18' }), during)).toMatchObject({ ok: true });
    expect(changeRequestCosts(input({ fromDate: '2026-07-05', toDate: '2026-07-18' }), during)).toMatchObject({ ok: false, errors: ['in_the_past', 'checkin_weekday_unavailable'] });
  });
});
