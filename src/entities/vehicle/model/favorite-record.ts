/**
 * The favourite record (000 §3): what a guest hearted before logging in (002 §4.9), kept in local
 * storage until a login or sign-up adds it. The login feature's after-login step reads the same key
 * and takes `assetId` from the object.
 */
export const PENDING_FAVORITE_KEY = 'pending-favorite';

export interface FavoriteRecord {
  assetId: number;
  /** The page the heart was clicked on (for analytics, as the contract's `pageName`). */
  pageName: string;
  /** The vehicle's position in that page's list. */
  index: number;
}

export function storePendingFavorite(record: FavoriteRecord, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(PENDING_FAVORITE_KEY, JSON.stringify(record));
}

/** 000 §9: the saved-vehicle message clears after 6 seconds. */
export const SAVED_FAVORITE_MESSAGE_MS = 6_000;
