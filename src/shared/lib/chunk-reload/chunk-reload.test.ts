// @vitest-environment jsdom
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  handleChunkLoadError,
  isChunkLoadError,
  reloadOnPreloadError,
  resetChunkReloadForTests,
} from './chunk-reload';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/login-Bx1.js');

describe('chunk-load errors (spec 002 §8: "page reloads once per 60 seconds")', () => {
  const reload = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    window.sessionStorage.clear();
    reload.mockReset();
    resetChunkReloadForTests();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('recognises a failed lazy chunk in every browser wording and ChunkLoadError', () => {
    const chunkLoadError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/home.css'))).toBe(true);
    expect(isChunkLoadError(chunkLoadError)).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(new Response(null, { status: 404 }))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads on the first chunk failure and stores when', () => {
    expect(handleChunkLoadError(chunkError(), { reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(Date.now()));
  });

  it('does not reload offline unless the service worker serves the app shell (no browser error page)', () => {
    expect(handleChunkLoadError(chunkError(), { reload, canReload: () => false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(handleChunkLoadError(chunkError(), { reload, canReload: () => true })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload again within 60 seconds (after the reload), then does', () => {
    handleChunkLoadError(chunkError(), { reload });
    // The reloaded document starts afresh; only the stored timestamp remains.
    resetChunkReloadForTests();

    vi.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(handleChunkLoadError(chunkError(), { reload })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();

    vi.advanceTimersByTime(1);
    expect(handleChunkLoadError(chunkError(), { reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps answering "reloading" in the document that asked for it (no error-page flash)', () => {
    expect(handleChunkLoadError(chunkError(), { reload })).toBe(true);
    expect(handleChunkLoadError(chunkError(), { reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves other errors to the error page', () => {
    expect(handleChunkLoadError(new Error('Boom'), { reload })).toBe(false);
    expect(handleChunkLoadError(new Response(null, { status: 500 }), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the error page rather than risk a reload loop when storage is unavailable', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(handleChunkLoadError(chunkError(), { reload, storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("handles Vite's preload errors the same way", () => {
    const stop = reloadOnPreloadError({ reload });
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error('Unable to preload CSS for /assets/a.css') });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    stop();
    resetChunkReloadForTests();
    window.sessionStorage.clear();
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: chunkError() }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
