// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ensurePaymentDocument } from './payment-document';

const storage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};
const settled = async (promise: Promise<void>) => Promise.race([promise.then(() => 'resolved'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))]);

describe('a document that may load Stripe (only the payment pages allow its hosts)', () => {
  it('goes on in a document loaded at a payment page', async () => {
    const reload = vi.fn();
    const env = { loadedFrom: () => 'http://localhost/bookings/12', current: () => 'http://localhost/bookings/12', reload, storage: storage() };
    expect(await settled(ensurePaymentDocument(env))).toBe('resolved');
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the payment step again when the renter walked there from another page, once', async () => {
    const reload = vi.fn();
    const env = { loadedFrom: () => 'http://localhost/vehicles/7', current: () => 'http://localhost/vehicles/7/book/purchase', reload, storage: storage() };
    expect(await settled(ensurePaymentDocument(env))).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
    // Should the reloaded document still not allow it, it does not loop.
    expect(await settled(ensurePaymentDocument(env))).toBe('resolved');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('knows the payment pages in every language', async () => {
    const reload = vi.fn();
    const env = { loadedFrom: () => 'http://localhost/de', current: () => 'http://localhost/de/fahrzeuge/7/buchen/bezahlen', reload, storage: storage() };
    expect(await settled(ensurePaymentDocument(env))).toBe('pending');
  });
});
