import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { mockMatchMedia, polyfillLayoutApis, polyfillPointerCapture } from '@/shared/ui/utils/test-polyfills';

// jsdom lacks what Radix and the media-query hook use; plain-Node test files have no DOM at all.
if (typeof window !== 'undefined') {
  mockMatchMedia();
  polyfillLayoutApis();
  polyfillPointerCapture();
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
  document.head.querySelectorAll('style, meta, title').forEach((node) => node.remove());
  // What the app keeps of cookies (the preferred currency) is read again when a page is shown.
  document.dispatchEvent(new Event('visibilitychange'));
}
