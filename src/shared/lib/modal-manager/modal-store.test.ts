import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_AUTO_CLOSE_DELAY_MS, MODAL_CLOSE_ANIMATION_MS, createModalStore, type ModalConfig } from './modal-store';

const config = (overrides: Partial<ModalConfig<string>> = {}): ModalConfig<string> => ({ title: 'Title', render: () => null, ...overrides });

describe('modal store (spec 002 §4.5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens by id with defaults: closeable, not obtrusive, no auto-close, 2600 ms delay', () => {
    const store = createModalStore();
    void store.open('booking-alert', config());
    const [entry] = store.getSnapshot();
    expect(entry?.id).toBe('booking-alert');
    expect(entry?.config).toMatchObject({ closeable: true, obtrusive: false, autoClose: false, autoCloseDelay: 2600 });
    expect(store.isOpen('booking-alert')).toBe(true);
  });

  it('closing resolves open() with the result and keeps the entry for the 300 ms close animation', async () => {
    const store = createModalStore();
    const result = store.open('select-name', config());
    store.close('select-name', 'Alex');
    await expect(result).resolves.toBe('Alex');
    expect(store.isOpen('select-name')).toBe(false);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('"Modals close on route change unless marked obtrusive"', async () => {
    const store = createModalStore();
    const login = store.open('login', config());
    void store.open('accept-user-terms', config({ obtrusive: true, closeable: false }));
    store.closeForRouteChange();
    await expect(login).resolves.toBeUndefined();
    expect(store.isOpen('login')).toBe(false);
    expect(store.isOpen('accept-user-terms')).toBe(true);
  });

  it('"Auto-close modals close after the delay (default 2600 ms)"', async () => {
    const store = createModalStore();
    const notification = store.open('notification', config({ autoClose: true }));
    vi.advanceTimersByTime(MODAL_AUTO_CLOSE_DELAY_MS - 1);
    expect(store.isOpen('notification')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.isOpen('notification')).toBe(false);
    await expect(notification).resolves.toBeUndefined();
  });

  it('auto-closes after a delay of its own', () => {
    const store = createModalStore();
    void store.open('notification', config({ autoClose: true, autoCloseDelay: 5000 }));
    vi.advanceTimersByTime(MODAL_AUTO_CLOSE_DELAY_MS);
    expect(store.isOpen('notification')).toBe(true);
    vi.advanceTimersByTime(5000 - MODAL_AUTO_CLOSE_DELAY_MS);
    expect(store.isOpen('notification')).toBe(false);
  });

  it('"Failed modal actions are mostly swallowed silently": open() resolves, the error handler alone sees it', async () => {
    const reported = vi.fn();
    const store = createModalStore({ onActionError: reported });
    const result = store.open('extra-charge', config());
    const failure = new Error('payment failed');
    store.fail('extra-charge', failure);
    await expect(result).resolves.toBeUndefined();
    expect(reported).toHaveBeenCalledWith(failure, 'extra-charge');
    expect(store.isOpen('extra-charge')).toBe(false);
  });

  it('a failing error handler does not keep the modal open', () => {
    const store = createModalStore();
    store.setActionErrorHandler(() => {
      throw new Error('reporter down');
    });
    void store.open('extra-charge', config());
    expect(() => store.fail('extra-charge', new Error('x'))).not.toThrow();
    expect(store.isOpen('extra-charge')).toBe(false);
  });

  it('opening an open id again replaces it and settles the first opening', async () => {
    const store = createModalStore();
    const first = store.open('notification', config({ title: 'Saved' }));
    void store.open('notification', config({ title: 'Sent' }));
    await expect(first).resolves.toBeUndefined();
    expect(store.getSnapshot().map((e) => e.config.title)).toEqual(['Sent']);
  });

  it('a controller only closes its own opening', () => {
    const store = createModalStore();
    void store.open('notification', config({ title: 'Saved' }));
    const stale = store.getSnapshot()[0]?.controller;
    void store.open('notification', config({ title: 'Sent' }));
    stale?.close();
    expect(store.isOpen('notification')).toBe(true);
  });

  it('tells subscribers about changes and stops when they leave', () => {
    const store = createModalStore();
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    void store.open('login', config());
    store.closeAll();
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    void store.open('login', config());
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
