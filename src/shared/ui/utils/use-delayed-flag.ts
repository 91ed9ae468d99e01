import { useEffect, useState } from 'react';

/**
 * `true` once `flag` has stayed `true` for `delayMs`; `false` as soon as it
 * turns `false`. Keeps short-lived states (a fast navigation) from flashing.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [flag, delayMs]);
  return flag && elapsed;
}
