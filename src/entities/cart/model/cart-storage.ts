import * as v from 'valibot';
import { CART_VERSION, StoredCartSchema } from './cart-schema';
import { EMPTY_CART } from './empty-cart';
import type { Cart, CartAddon, CartStep, PendingBookingRequest } from './types';

/** The one local-storage key the whole cart lives under (000 §3). */
export const CART_KEY = 'booking-cart';

type ReadStorage = Pick<Storage, 'getItem' | 'removeItem'>;
type WriteStorage = Pick<Storage, 'setItem'>;

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** 000 §4: on load only selected add-ons that still exist among the cart's add-ons are kept. */
export function keepExistingSelectedAddons(cart: Cart): Cart {
  const existing = new Set(cart.cartVehicleAddons.map((addon) => addon.key));
  const selected = cart.cartVehicleSelectedAddons.filter((addon) => existing.has(addon.key));
  return selected.length === cart.cartVehicleSelectedAddons.length ? cart : { ...cart, cartVehicleSelectedAddons: selected };
}

/**
 * How long an untouched cart is kept: the spec is silent; a week keeps a trip being
 * planned over a few evenings without offering stale prices and add-ons much later.
 */
export const CART_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A cart whose trip has already started, or that nobody touched for a week, is of no use any more. */
const isOutdated = (cart: Cart, now: Date): boolean =>
  (cart.cartTimestamp !== null && now.getTime() - cart.cartTimestamp > CART_MAX_AGE_MS) ||
  (cart.pendingBookingRequest !== null && cart.booking === null && cart.pendingBookingRequest.fromDate < now.toISOString().slice(0, 10));

/**
 * The saved cart, or the empty cart when nothing usable is stored: unreadable JSON, a
 * shape from another version and an outdated request are removed, never thrown.
 */
export function readCart(now: Date = new Date(), storage: ReadStorage | undefined = browserStorage()): Cart {
  const text = storage?.getItem(CART_KEY);
  if (text === null || text === undefined) return EMPTY_CART;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = v.safeParse(StoredCartSchema, parsed);
  if (!result.success) {
    storage?.removeItem(CART_KEY);
    return EMPTY_CART;
  }
  const { version: _version, ...stored } = result.output;
  const cart: Cart = keepExistingSelectedAddons(stored);
  if (isOutdated(cart, now)) {
    storage?.removeItem(CART_KEY);
    return EMPTY_CART;
  }
  return cart;
}

export function saveCart(cart: Cart, storage: WriteStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(CART_KEY, JSON.stringify({ version: CART_VERSION, ...cart }));
  } catch {
    // A full or disabled storage only costs the resume after a reload; the flow goes on.
  }
}

/** 000 §4: clearing the cart resets everything; it is also removed on reset and on logout. */
export function clearCart(storage: Pick<Storage, 'removeItem'> | undefined = browserStorage()): void {
  storage?.removeItem(CART_KEY);
}

/** 000 §4: the cart is saved with a timestamp on every booking request… */
export function withBookingRequest(cart: Cart, request: PendingBookingRequest, now: Date): Cart {
  return { ...cart, pendingBookingRequest: request, cartTimestamp: now.getTime() };
}

/** …and on every message. */
export function withPendingMessage(cart: Cart, message: string, now: Date): Cart {
  return { ...cart, pendingMessage: message, cartTimestamp: now.getTime() };
}

/** The message a guest wrote to an owner, without surrounding blanks: '' when there is none. */
export function readPendingMessage(now: Date = new Date(), storage: ReadStorage | undefined = browserStorage()): string {
  return readCart(now, storage).pendingMessage.trim();
}

/** Saves the message at once with its timestamp, e.g. while the renter types it. */
export function savePendingMessage(message: string, now: Date = new Date(), storage?: Storage): Cart {
  const cart = withPendingMessage(readCart(now, storage ?? browserStorage()), message, now);
  saveCart(cart, storage ?? browserStorage());
  return cart;
}

export function saveBookingRequest(request: PendingBookingRequest, now: Date = new Date(), storage?: Storage): Cart {
  const cart = withBookingRequest(readCart(now, storage ?? browserStorage()), request, now);
  saveCart(cart, storage ?? browserStorage());
  return cart;
}

export const withCartStep = (cart: Cart, step: CartStep): Cart => ({ ...cart, currentCartStep: step });

/** The vehicle's current add-ons replace the stored ones; selections of vanished ones are dropped. */
export const withCartAddons = (cart: Cart, addons: CartAddon[]): Cart => keepExistingSelectedAddons({ ...cart, cartVehicleAddons: addons });

/** 000 §4: selecting adds it with a quantity; it can then be updated, or removed with quantity 0. */
export function withSelectedAddon(cart: Cart, key: string, quantity: number): Cart {
  const others = cart.cartVehicleSelectedAddons.filter((addon) => addon.key !== key);
  const addon = cart.cartVehicleAddons.find((candidate) => candidate.key === key);
  if (!addon || quantity <= 0) return { ...cart, cartVehicleSelectedAddons: others };
  const capped = addon.allowsQuantity ? Math.min(Math.floor(quantity), addon.maxQuantity) : 1;
  return { ...cart, cartVehicleSelectedAddons: [...others, { key, quantity: capped }] };
}
