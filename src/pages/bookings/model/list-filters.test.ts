import { describe, expect, it } from 'vitest';
import { filtersFromSearch, withFilter } from './list-filters';

describe('bookings list filters in the URL', () => {
  it('reads role, vehicle, travel dates, the cancelled toggle and the page', () => {
    const search = new URLSearchParams('role=owner&vehicle=12&from=2026-12-01&to=2026-12-31&canceled=1&page=2');
    expect(filtersFromSearch(search, 'renter')).toEqual({ role: 'owner', assetId: 12, fromDate: '2026-12-01', toDate: '2026-12-31', showCanceled: true, page: 2 });
  });

  it('ignores what is malformed and falls back to the default role', () => {
    expect(filtersFromSearch(new URLSearchParams('role=admin&vehicle=x&from=tomorrow&page=-1'), 'renter')).toEqual({ role: 'renter' });
  });

  it('starts again from page one when a filter changes, and drops the vehicle with the role', () => {
    const search = new URLSearchParams('role=owner&vehicle=12&page=3');
    expect(withFilter(search, 'from', '2026-12-01').toString()).toBe('role=owner&vehicle=12&from=2026-12-01');
    expect(withFilter(search, 'role', 'renter').toString()).toBe('role=renter');
    expect(withFilter(search, 'page', '4').get('page')).toBe('4');
  });
});
