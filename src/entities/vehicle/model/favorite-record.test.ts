import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_FAVORITE_KEY, SAVED_FAVORITE_MESSAGE_MS, clearPendingFavorite, readPendingFavorite, storePendingFavorite } from './favorite-record';

/** Local storage's part the module uses, in memory: the rules run in Node. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

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

describe('pending favourite in local storage', () => {
  const storage = memoryStorage();
  const read = () => readPendingFavorite(storage);
  beforeEach(() => storage.clear());

  it('reads back the record it stored, and a vehicle id stored as a number or a string', () => {
    storePendingFavorite({ assetId: 9, pageName: 'search', index: 0 }, storage);
    expect(read()).toBe(9);
    storage.setItem(PENDING_FAVORITE_KEY, '42');
    expect(read()).toBe(42);
    storage.setItem(PENDING_FAVORITE_KEY, '"17"');
    expect(read()).toBe(17);
  });

  it('ignores nothing stored and anything unreadable', () => {
    expect(read()).toBeUndefined();
    storage.setItem(PENDING_FAVORITE_KEY, '{broken');
    expect(read()).toBeUndefined();
    storage.setItem(PENDING_FAVORITE_KEY, '-3');
    expect(read()).toBeUndefined();
  });

  it('is cleared once used', () => {
    storage.setItem(PENDING_FAVORITE_KEY, '42');
    clearPendingFavorite(storage);
    expect(read()).toBeUndefined();
  });
});
