import { describe, expect, it } from 'vitest';
import { PENDING_FAVORITE_KEY, SAVED_FAVORITE_MESSAGE_MS, storePendingFavorite } from './favorite-record';

describe('favourite record (000 §3, §9; 002 §4.9)', () => {
  it('stores the vehicle id, the page name and the index in the list under the pending-favourite key', () => {
    const stored = new Map<string, string>();
    storePendingFavorite({ assetId: 12, pageName: 'favorites', index: 3 }, { setItem: (key, value) => stored.set(key, value) });
    expect(PENDING_FAVORITE_KEY).toBe('pending-favorite');
    expect(JSON.parse(stored.get('pending-favorite') ?? '')).toEqual({ assetId: 12, pageName: 'favorites', index: 3 });
  });

  it('clears the saved-vehicle message after 6 seconds', () => {
    expect(SAVED_FAVORITE_MESSAGE_MS).toBe(6_000);
  });
});
