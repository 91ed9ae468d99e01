import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { mockMatchMedia, polyfillLayoutApis, polyfillPointerCapture } from '@/shared/ui/utils/test-polyfills';

// jsdom lacks what Radix and the media-query hook use; plain-Node test files have no DOM at all.
if (typeof window !== 'undefined') {
  mockMatchMedia();
  polyfillLayoutApis();
  polyfillPointerCapture();
  runFramesOnTimers();
  // Component files share a worker's DOM: each starts from an empty one, as a fresh page would.
  beforeAll(() => {
    clearBrowserState();
  });
  afterEach(() => {
    cleanup();
  });
}

function clearBrowserState() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  document.head.querySelectorAll('style, meta, title, link[rel=preload]').forEach((node) => node.remove());
  // The app's kept copy of the cookies (cookieSnapshot) is read again when a page is shown.
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * Animation frames from the timers' clock. jsdom schedules its own frames against its clock of
 * the page's start, and a file that faked and moved the time left them stalled for seconds in the
 * files after it in the shared worker (focus that a component moves in the next frame never moved).
 * Frames on the timers also follow a file's fake timers, as they would in a browser.
 */
function runFramesOnTimers() {
  const request = (callback: FrameRequestCallback) => window.setTimeout(() => callback(performance.now()), 16);
  const cancel = (handle: number) => window.clearTimeout(handle);
  window.requestAnimationFrame = request;
  window.cancelAnimationFrame = cancel;
  globalThis.requestAnimationFrame = request;
  globalThis.cancelAnimationFrame = cancel;
}
