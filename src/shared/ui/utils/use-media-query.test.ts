// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMediaQuery } from './use-media-query';

// A matchMedia whose width the test can change, notifying listeners as a browser would.
function installResizableMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) => {
    const minWidth = Number(/min-width: (\d+)px/.exec(query)?.[1]);
    return {
      matches: width >= minWidth,
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(newWidth: number) {
      width = newWidth;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

describe('useMediaQuery', () => {
  it('follows the query as the viewport changes and stops listening on unmount', () => {
    const viewport = installResizableMatchMedia(800);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 992px)'));
    expect(result.current).toBe(false);

    act(() => viewport.resize(1200));
    expect(result.current).toBe(true);

    unmount();
    expect(viewport.listenerCount()).toBe(0);
  });
});
