import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mockMatchMedia, polyfillLayoutApis, polyfillPointerCapture } from '@/shared/ui/utils/test-polyfills';

// jsdom lacks what Radix and the media-query hook use; plain-Node test files have no DOM at all.
if (typeof window !== 'undefined') {
  mockMatchMedia();
  polyfillLayoutApis();
  polyfillPointerCapture();
  afterEach(() => {
    cleanup();
  });
}
