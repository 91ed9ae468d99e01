/**
 * When this document's app started (the entry's first line): delays the spec counts "after
 * the page loads" are measured from here, not from when a lazily loaded part first renders.
 * Read with `Date.now()`, the same clock timers and test clocks move.
 */
let loadedAt: number | undefined;

/** Called once by the entry; later calls keep the first moment. */
export function markPageLoad(now: number = Date.now()): void {
  loadedAt ??= now;
}

/** Milliseconds since the page loaded; 0 where no entry marked it (a component alone in a test). */
export function msSincePageLoad(now: number = Date.now()): number {
  return loadedAt === undefined ? 0 : Math.max(0, now - loadedAt);
}
