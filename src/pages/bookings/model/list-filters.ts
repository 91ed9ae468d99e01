import type { BookingListFilters } from '@/entities/booking';

export type ListRole = 'renter' | 'owner';

/** The list's filters as they sit in the URL, so a reload or a shared link keeps them. */
export function filtersFromSearch(search: URLSearchParams, defaultRole: ListRole): BookingListFilters & { role: ListRole } {
  const role = search.get('role') === 'owner' || search.get('role') === 'renter' ? (search.get('role') as ListRole) : defaultRole;
  const assetId = Number(search.get('vehicle'));
  const page = Number(search.get('page'));
  const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const fromDate = date(search.get('from'));
  const toDate = date(search.get('to'));
  return {
    role,
    ...(Number.isInteger(assetId) && assetId > 0 ? { assetId } : {}),
    ...(fromDate ? { fromDate } : {}),
    ...(toDate ? { toDate } : {}),
    ...(search.get('canceled') === '1' ? { showCanceled: true } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** The URL's search for a change of one filter; any change but the page goes back to page one. */
export function withFilter(search: URLSearchParams, key: 'role' | 'vehicle' | 'from' | 'to' | 'canceled' | 'page', value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  if (key === 'role') next.delete('vehicle');
  return next;
}
