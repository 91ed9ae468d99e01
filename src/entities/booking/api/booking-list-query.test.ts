import { describe, expect, it } from 'vitest';
import { bookingListQuery, pastStatuses } from './booking-list-query';

describe('the bookings list and history as a query of GET /bookings (001 §2, §7)', () => {
  it('sends every filter of the list, newest trip first, 15 a page', () => {
    expect(bookingListQuery({ role: 'owner', assetId: 12, fromDate: '2026-12-01', toDate: '2026-12-31', showCanceled: true, page: 2 })).toEqual({
      include: 'order,asset',
      sort: '-fromDate',
      'page[size]': 15,
      'page[number]': 2,
      'filter[role]': 'owner',
      'filter[assetId]': 12,
      'filter[fromDate]': '2026-12-01',
      'filter[toDate]': '2026-12-31',
      'filter[showCanceled]': true,
    });
  });

  it('leaves out what is not set', () => {
    expect(bookingListQuery({})).toEqual({ include: 'order,asset', sort: '-fromDate', 'page[size]': 15 });
  });

  it('asks the history for the trips that are over, with the cancelled and expired only when toggled', () => {
    expect(bookingListQuery({ past: true, role: 'renter' })).toMatchObject({ 'filter[role]': 'renter', 'filter[ecommerceStatus]': 'ended,completed' });
    expect(bookingListQuery({ past: true })).not.toHaveProperty('filter[showCanceled]');
    expect(bookingListQuery({ past: true, showCanceled: true, assetId: 7, fromDate: '2026-06-01', page: 3 })).toMatchObject({
      'filter[ecommerceStatus]': 'ended,completed,canceled_by_owner,canceled_by_renter,canceled_by_system',
      'filter[assetId]': 7,
      'filter[fromDate]': '2026-06-01',
      'page[number]': 3,
    });
  });

  it('counts an expired booking, one the system cancelled, among the cancelled', () => {
    expect(pastStatuses(false)).not.toContain('canceled_by_system');
    expect(pastStatuses(true)).toContain('canceled_by_system');
    expect(pastStatuses(true)).not.toContain('confirmed');
  });
});
