import type { FavoriteRecord } from '@/entities/vehicle';
import { api, unwrap } from '@/shared/api';

/** `POST /me/favorite-assets` (idempotent). */
export async function addFavorite(record: FavoriteRecord): Promise<void> {
  await unwrap(api.POST('/me/favorite-assets', { body: record }));
}

/** `DELETE /me/favorite-assets`: 204 without a body (an error answer throws in the client's middleware). */
export async function removeFavorite(record: FavoriteRecord): Promise<void> {
  await api.DELETE('/me/favorite-assets', { body: record });
}
