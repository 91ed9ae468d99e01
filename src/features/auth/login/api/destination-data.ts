import type { RenterBookingSummary } from '@/entities/user';
import { api, unwrap } from '@/shared/api';

// The statuses the after-login rules look at (002 §4.2); cancelled and draft bookings play no part.
const RULE_STATUSES = 'pending_confirmation,confirmed,active,completed';

/** The signed-in user's bookings as renter, as the after-login rules read them. */
export async function fetchRenterBookings(): Promise<RenterBookingSummary[]> {
  const { data } = await unwrap(
    api.GET('/bookings', {
      params: { query: { 'filter[role]': 'renter', 'filter[ecommerceStatus]': RULE_STATUSES, sort: '-fromDate', 'page[size]': 100 } },
    }),
  );
  return data.map((b) => ({ id: b.id, status: b.ecommerceStatus, toDate: b.toDate, completedAt: b.completedAt ?? null }));
}

/** Adds the vehicle a guest hearted before logging in (002 §4.9). */
export async function addFavorite(assetId: number): Promise<void> {
  await unwrap(api.POST('/me/favorite-assets', { body: { assetId } }));
}
