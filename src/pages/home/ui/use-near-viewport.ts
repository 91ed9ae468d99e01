import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport, for parts of the page that load their code and
 * data only then, after the first paint. Without IntersectionObserver it is near at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
