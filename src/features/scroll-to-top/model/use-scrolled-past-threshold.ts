import { useSyncExternalStore } from 'react';
import { showsScrollToTop } from './scroll-threshold';

// Read in the scroll event and in an animation frame, never in `getSnapshot`: React calls that
// while it commits, and reading `scrollY` there made the browser lay out the half-built page.
let scrolledPast = false;
let subscribers = 0;

function subscribe(onChange: () => void): () => void {
  const update = () => {
    scrolledPast = showsScrollToTop(window.scrollY);
    onChange();
  };
  // A page mounted already scrolled (history restores the position) learns it in the next frame.
  const frame = requestAnimationFrame(update);
  window.addEventListener('scroll', update, { passive: true });
  subscribers += 1;
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
    subscribers -= 1;
    // Unwatched, the value would go stale: the next button starts hidden until its first frame.
    if (subscribers === 0) scrolledPast = false;
  };
}

const read = (): boolean => scrolledPast;

/** Whether the page is scrolled far enough down to offer a way back to the top. */
export const useScrolledPastThreshold = (): boolean => useSyncExternalStore(subscribe, read, () => false);
