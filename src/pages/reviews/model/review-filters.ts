import type { ReviewDirection } from '@/entities/user';

/** The reviews page's filters, kept in the URL so a reload or a shared link shows the same list. */
export interface ReviewFilters {
  direction: ReviewDirection;
  /** One vehicle, or all the owner's vehicles. */
  assetId: number | undefined;
  withComment: boolean;
}

export function reviewFiltersFrom(search: URLSearchParams): ReviewFilters {
  const vehicle = search.get('vehicle');
  return {
    direction: search.get('direction') === 'written' ? 'written' : 'received',
    assetId: vehicle !== null && /^[1-9]\d{0,9}$/.test(vehicle) ? Number(vehicle) : undefined,
    withComment: search.get('comments') === '1',
  };
}

/** The search with one filter changed; the defaults are left out of the URL. */
export function withReviewFilter(search: URLSearchParams, change: Partial<ReviewFilters>): URLSearchParams {
  const next = { ...reviewFiltersFrom(search), ...change };
  const out = new URLSearchParams(search);
  for (const key of ['direction', 'vehicle', 'comments']) out.delete(key);
  if (next.direction === 'written') out.set('direction', 'written');
  if (next.assetId !== undefined) out.set('vehicle', String(next.assetId));
  if (next.withComment) out.set('comments', '1');
  return out;
}
