import * as v from 'valibot';

/**
 * The vehicle a guest hearted before logging in (002 §4.9), kept in local storage under this
 * key by whoever stores it: a vehicle id, as a number or a string, or an object with `assetId`.
 */
export const PENDING_FAVORITE_KEY = 'pending-favorite';

const VehicleId = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));
const Stored = v.union([VehicleId, v.pipe(v.object({ assetId: VehicleId }), v.transform((o) => o.assetId))]);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The stored vehicle id; anything unreadable counts as none. */
export function readPendingFavorite(storage: Pick<Storage, 'getItem'> = localStorage): number | undefined {
  const text = storage.getItem(PENDING_FAVORITE_KEY);
  if (text === null) return undefined;
  const result = v.safeParse(Stored, parse(text));
  return result.success ? result.output : undefined;
}

export function clearPendingFavorite(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(PENDING_FAVORITE_KEY);
}
