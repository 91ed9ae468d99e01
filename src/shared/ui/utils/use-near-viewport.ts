import { startTransition, useCallback, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. For heavy
 * parts below the fold: drawing them with the rest of the page blocked a phone's main thread
 * while the visitor was still looking at the top. Where the browser cannot tell (no
 * IntersectionObserver), the element counts as near at once; on the server, never. What it reveals renders in a
 * transition: the observer's callback is not an input, and an ordinary update there would redraw
 * the component that asked (often a whole page) in one task.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [ref: (element: T | null) => void, near: boolean] {
  // The server renders what is below the fold as the browser first does, not yet there: the page
  // it sends hydrates without a mismatch, and its HTML stays small.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            startTransition(() => setNear(true));
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
