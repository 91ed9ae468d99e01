import * as v from 'valibot';

/**
 * The favourite record (000 §3): what a guest hearted before logging in (002 §4.9), kept in local
 * storage until a login or sign-up adds it (the after-login step reads it back).
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

// Read leniently: a vehicle id as a number or a string, or an object with `assetId`.
const VehicleId = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));
const StoredFavorite = v.union([VehicleId, v.pipe(v.object({ assetId: VehicleId }), v.transform((o) => o.assetId))]);

function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The hearted vehicle's id; anything unreadable counts as none. */
export function readPendingFavorite(storage: Pick<Storage, 'getItem'> = localStorage): number | undefined {
  const text = storage.getItem(PENDING_FAVORITE_KEY);
  if (text === null) return undefined;
  const result = v.safeParse(StoredFavorite, parseStored(text));
  return result.success ? result.output : undefined;
}

export function clearPendingFavorite(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(PENDING_FAVORITE_KEY);
}

/** 000 §9: the saved-vehicle message clears after 6 seconds. */
export const SAVED_FAVORITE_MESSAGE_MS = 6_000;
