import { isApiError } from './api-error';
import { RequestTimeoutError } from './request-deadline';

/**
 * The session is kept, but a token refresh could not reach the API (network, 5xx, timeout): it is
 * tried again with backoff, and requests that needed it fail like any request without an answer.
 */
export class SessionReconnectingError extends Error {
  override readonly name = 'SessionReconnectingError';
  constructor() {
    super('The session could not be renewed right now; it will be tried again.');
  }
}

/**
 * A failure that says nothing about the request itself and may pass on a second try: no answer
 * (network down, timeout), a server error (5xx), or a session that is reconnecting. A 4xx is the
 * API's verdict on the request and is not retried.
 */
export function isTransientError(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500;
  if (error instanceof RequestTimeoutError || error instanceof SessionReconnectingError) return true;
  // fetch rejects with a TypeError when there is no answer at all (offline, DNS, connection reset).
  return error instanceof TypeError;
}

/** Queries retry a transient failure once, quickly; a timeout already waited its deadline and is shown at once. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isTransientError(error) && !(error instanceof RequestTimeoutError);
}

/** The pause before that one retry: long enough for a blip to pass, short enough not to feel like waiting. */
export const READ_RETRY_DELAY_MS = 400;

/**
 * Runs `call`, and again after each of `delaysMs` while it fails transiently (`isTransientError`):
 * for a call whose one lost answer would otherwise decide too much. The API's own verdict (a 4xx)
 * and the last failure are thrown as they are.
 */
export async function retryTransient<T>(call: () => Promise<T>, delaysMs: readonly number[], wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await call();
    } catch (error) {
      if (!isTransientError(error)) throw error;
      await wait(delay);
    }
  }
  return call();
}
