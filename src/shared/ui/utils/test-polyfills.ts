import { vi } from 'vitest';

/**
 * Browser APIs jsdom lacks but Radix and the app call. Test-only: import in a test file
 * and call before rendering.
 */

/** Makes `window.matchMedia` report the given queries as matching (e.g. `media.large`). */
export function mockMatchMedia(...matchingQueries: string[]): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matchingQueries.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

/** Floating content (tooltips, popovers, selects) measures its trigger with these. */
export function polyfillLayoutApis(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
}

/** Pointer-driven parts (select, toast swipe) capture the pointer. */
export function polyfillPointerCapture(): void {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
}

export interface StubbedIntersectionObserver {
  margin: string | undefined;
  disconnected: boolean;
  /** Tells the observer whether its element is now within the margin of the viewport. */
  report(isIntersecting: boolean): void;
}

/**
 * An `IntersectionObserver` the test moves (jsdom has none): each observer created is recorded,
 * and `report` calls its callback. Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): StubbedIntersectionObserver[] {
  const observers: StubbedIntersectionObserver[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: StubbedIntersectionObserver;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = {
          margin: options?.rootMargin,
          disconnected: false,
          report: (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
        };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return observers;
}
