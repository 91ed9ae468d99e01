/**
 * Browser APIs jsdom lacks but Radix calls. Test-only: import in a test file
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
