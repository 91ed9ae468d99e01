import { describe, expect, it } from 'vitest';
import { forgetAutoActivated, readAutoActivated, rememberAutoActivated } from './auto-activated';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('auto-activated filters (000 §4)', () => {
  it('remembers the filters the app turned on until they are forgotten on logout', () => {
    const storage = memoryStorage();
    rememberAutoActivated({ country: 'SE' }, storage);
    expect(readAutoActivated(storage)).toEqual({ country: 'SE' });
    forgetAutoActivated(storage);
    expect(readAutoActivated(storage)).toEqual({});
  });

  it('reads a corrupt or foreign record as none', () => {
    const storage = memoryStorage();
    storage.setItem('search:auto-activated-filters', '{not json');
    expect(readAutoActivated(storage)).toEqual({});
    storage.setItem('search:auto-activated-filters', '["country"]');
    expect(readAutoActivated(storage)).toEqual({});
  });
});
