import { useEffect, useState } from 'react';
import { msSincePageLoad } from '@/shared/lib/page-load';

/**
 * False until `delayMs` after the page loaded, then true for good. Counted from the page load
 * (the entry marks it), not from this component's first render: the banner slot loads lazily,
 * and the spec's "after 2000 ms" must not grow by however long that chunk takes on a phone.
 */
export function useDelayElapsed(delayMs: number, elapsed: () => number = msSincePageLoad): boolean {
  const [done, setDone] = useState(() => elapsed() >= delayMs);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setDone(true), Math.max(0, delayMs - elapsed()));
    return () => clearTimeout(timer);
  }, [delayMs, done, elapsed]);
  return done;
}
