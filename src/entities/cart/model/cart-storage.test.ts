import { describe, expect, it } from 'vitest';
import { CART_VERSION } from './cart-schema';
import {
  CART_KEY,
  CART_MAX_AGE_MS,
  clearCart,
  readCart,
  saveBookingRequest,
  saveCart,
  readPendingMessage,
  savePendingMessage,
  withCartAddons,
  withSelectedAddon,
} from './cart-storage';
import { EMPTY_CART, newBookingRequest } from './empty-cart';
import type { Cart, CartAddon } from './types';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const NOW = new Date('2026-11-20T10:00:00Z');

const addon = (key: string, overrides: Partial<CartAddon> = {}): CartAddon => ({
  key,
  type: 'equipment',
  group: null,
  name: key,
  price: 10_000,
  pricingStrategy: 'per_booking',
  allowsQuantity: false,
  maxQuantity: 1,
  isMandatory: false,
  ...overrides,
});

const cart: Cart = {
  ...EMPTY_CART,
  pendingBookingRequest: newBookingRequest('2027-03-01', '2027-03-08'),
  pendingMessage: 'Hello!',
  cartTimestamp: NOW.getTime(),
  currentCartStep: 'customize',
  cartVehicleAddons: [addon('towels', { allowsQuantity: true, maxQuantity: 4 }), addon('grill')],
  cartVehicleSelectedAddons: [{ key: 'towels', quantity: 2 }],
};

describe('the cart in local storage (000 §3, §4)', () => {
  it('is stored under one key and read back', () => {
    const storage = memoryStorage();
    saveCart(cart, storage);
    expect([...Array(storage.length).keys()].map((index) => storage.key(index))).toEqual([CART_KEY]);
    expect(readCart(NOW, storage)).toEqual(cart);
  });

  it('is empty when nothing is stored', () => {
    expect(readCart(NOW, memoryStorage())).toEqual(EMPTY_CART);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '42'],
    ['another version', JSON.stringify({ ...cart, version: CART_VERSION - 1 })],
    ['a wrong field', JSON.stringify({ ...cart, version: CART_VERSION, currentCartStep: 'checkout' })],
    ['an impossible date', JSON.stringify({ ...cart, version: CART_VERSION, pendingBookingRequest: { ...cart.pendingBookingRequest, fromDate: '2027-02-30' } })],
  ])('drops a corrupt cart (%s) without throwing', (_, text) => {
    const storage = memoryStorage({ [CART_KEY]: text });
    expect(readCart(NOW, storage)).toEqual(EMPTY_CART);
    expect(storage.getItem(CART_KEY)).toBeNull();
  });

  it('drops a request whose start date has passed (outdated)', () => {
    const storage = memoryStorage();
    saveCart({ ...cart, pendingBookingRequest: newBookingRequest('2026-11-19', '2026-11-25') }, storage);
    expect(readCart(NOW, storage)).toEqual(EMPTY_CART);
  });

  it('drops a cart nobody touched for more than a week', () => {
    const storage = memoryStorage();
    saveCart({ ...cart, cartTimestamp: NOW.getTime() - CART_MAX_AGE_MS - 1 }, storage);
    expect(readCart(NOW, storage)).toEqual(EMPTY_CART);
    saveCart({ ...cart, cartTimestamp: NOW.getTime() - CART_MAX_AGE_MS }, storage);
    expect(readCart(NOW, storage).pendingMessage).toBe('Hello!');
  });

  it('keeps on load only selected add-ons that still exist among the cart add-ons', () => {
    const storage = memoryStorage();
    saveCart({ ...cart, cartVehicleSelectedAddons: [{ key: 'towels', quantity: 2 }, { key: 'sup', quantity: 1 }] }, storage);
    expect(readCart(NOW, storage).cartVehicleSelectedAddons).toEqual([{ key: 'towels', quantity: 2 }]);
  });

  it('drops selections of add-ons the vehicle no longer offers when the add-ons are refreshed', () => {
    expect(withCartAddons(cart, [addon('grill')]).cartVehicleSelectedAddons).toEqual([]);
  });

  it('writes a timestamp on every message and every request', () => {
    const storage = memoryStorage();
    saveCart({ ...cart, cartTimestamp: null }, storage);
    const later = new Date('2026-11-20T11:00:00Z');
    expect(savePendingMessage('Can we bring a dog?', later, storage)).toMatchObject({ pendingMessage: 'Can we bring a dog?', cartTimestamp: later.getTime() });
    const latest = new Date('2026-11-20T12:00:00Z');
    saveBookingRequest(newBookingRequest('2027-04-01', '2027-04-05'), latest, storage);
    expect(readCart(latest, storage)).toMatchObject({ cartTimestamp: latest.getTime(), pendingMessage: 'Can we bring a dog?' });
  });

  it('tells the waiting message without its blanks, and none for blanks only', () => {
    const storage = memoryStorage();
    expect(readPendingMessage(NOW, storage)).toBe('');
    savePendingMessage('  Can we bring a dog?\n', NOW, storage);
    expect(readPendingMessage(NOW, storage)).toBe('Can we bring a dog?');
    savePendingMessage('   ', NOW, storage);
    expect(readPendingMessage(NOW, storage)).toBe('');
  });

  it('is removed by clearing (reset and logout)', () => {
    const storage = memoryStorage();
    saveCart(cart, storage);
    clearCart(storage);
    expect(storage.getItem(CART_KEY)).toBeNull();
    expect(readCart(NOW, storage)).toEqual(EMPTY_CART);
  });
});

describe('selecting add-ons (000 §4)', () => {
  it('adds a selection with a quantity, updates it and removes it', () => {
    const added = withSelectedAddon(cart, 'grill', 1);
    expect(added.cartVehicleSelectedAddons).toContainEqual({ key: 'grill', quantity: 1 });
    const updated = withSelectedAddon(added, 'towels', 3);
    expect(updated.cartVehicleSelectedAddons).toContainEqual({ key: 'towels', quantity: 3 });
    expect(withSelectedAddon(updated, 'towels', 0).cartVehicleSelectedAddons).toEqual([{ key: 'grill', quantity: 1 }]);
  });

  it('caps the quantity at the add-on maximum, and at 1 for add-ons without a quantity', () => {
    expect(withSelectedAddon(cart, 'towels', 9).cartVehicleSelectedAddons).toContainEqual({ key: 'towels', quantity: 4 });
    expect(withSelectedAddon(cart, 'grill', 5).cartVehicleSelectedAddons).toContainEqual({ key: 'grill', quantity: 1 });
  });

  it('ignores an add-on the vehicle does not offer', () => {
    expect(withSelectedAddon(cart, 'kajak', 1).cartVehicleSelectedAddons).toEqual(cart.cartVehicleSelectedAddons);
  });
});
