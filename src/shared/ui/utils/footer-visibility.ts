import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether the site's footer is hidden. A page hides it while it is mounted (002 §2.4: "the footer is
 * hidden on catch-all and messages pages unless an error is shown"): the layout renders the footer
 * unless a page asks otherwise, and a page that shows an error stops asking. A route's error page
 * replaces the page, so it brings the footer back by itself.
 */
let hiders = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isHidden = () => hiders > 0;

/** For the layout: whether to leave the footer out. */
export function useFooterHidden(): boolean {
  return useSyncExternalStore(subscribe, isHidden, () => false);
}

/** For a page: hides the footer while `hidden` and the page is mounted (set before the browser paints). */
export function useHideFooter(hidden: boolean): void {
  useLayoutEffect(() => {
    if (!hidden) return undefined;
    hiders += 1;
    notify();
    return () => {
      hiders -= 1;
      notify();
    };
  }, [hidden]);
}
