/**
 * Shares one run of `task` among every caller that asks while it is running: any number
 * of expired requests cause one token refresh. The next call after it settles runs anew.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
