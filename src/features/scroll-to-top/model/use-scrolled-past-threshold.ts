import { useSyncExternalStore } from 'react';
import { showsScrollToTop } from './scroll-threshold';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

// A boolean snapshot: scrolling re-renders only when the button appears or goes.
const read = (): boolean => showsScrollToTop(window.scrollY);

/** Whether the page is scrolled far enough down to offer a way back to the top. */
export const useScrolledPastThreshold = (): boolean => useSyncExternalStore(subscribe, read, () => false);
