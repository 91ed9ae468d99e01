// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, registerServiceWorker } from './register-service-worker';

describe('the service worker registration', () => {
  const register = vi.fn(() => Promise.resolve({}));

  beforeEach(() => {
    vi.useFakeTimers();
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers the build\'s worker a while after the page has loaded, not during it', () => {
    registerServiceWorker({ production: true });
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4_000);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('does nothing in development, where there is no worker', () => {
    registerServiceWorker({ production: false });
    vi.advanceTimersByTime(10_000);
    expect(register).not.toHaveBeenCalled();
  });

  it('does not fetch the build ahead of need on 2g or with the data saver on (002 §6)', () => {
    registerServiceWorker({ production: true, connection: { effectiveType: 'slow-2g' } });
    registerServiceWorker({ production: true, connection: { effectiveType: '4g', saveData: true } });
    vi.advanceTimersByTime(10_000);
    expect(register).not.toHaveBeenCalled();
    registerServiceWorker({ production: true, connection: { effectiveType: '3g' } });
    vi.advanceTimersByTime(4_000);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
