import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_FAVORITE_KEY, clearPendingFavorite, readPendingFavorite } from './pending-favorite';

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
const localStorage = memoryStorage();
const read = () => readPendingFavorite(localStorage);

describe('pending favourite in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads a vehicle id stored as a number, a string or an object', () => {
    localStorage.setItem(PENDING_FAVORITE_KEY, '42');
    expect(read()).toBe(42);
    localStorage.setItem(PENDING_FAVORITE_KEY, '"17"');
    expect(read()).toBe(17);
    localStorage.setItem(PENDING_FAVORITE_KEY, JSON.stringify({ assetId: 9, pageName: 'search' }));
    expect(read()).toBe(9);
  });

  it('ignores nothing stored and anything unreadable', () => {
    expect(read()).toBeUndefined();
    localStorage.setItem(PENDING_FAVORITE_KEY, '{broken');
    expect(read()).toBeUndefined();
    localStorage.setItem(PENDING_FAVORITE_KEY, '-3');
    expect(read()).toBeUndefined();
  });

  it('is cleared once used', () => {
    localStorage.setItem(PENDING_FAVORITE_KEY, '42');
    clearPendingFavorite(localStorage);
    expect(read()).toBeUndefined();
  });
});
