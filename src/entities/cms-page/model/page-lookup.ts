import { isApiError } from '@/shared/api';

/** What a page lookup with an empty result throws (002 §5), and what the 404 page answers (002 §8). */
export const PAGE_NOT_FOUND_MESSAGE = '404 page not found';

export class PageNotFoundError extends Error {
  constructor() {
    super(PAGE_NOT_FOUND_MESSAGE);
    this.name = 'PageNotFoundError';
  }
}

/**
 * How a failed page lookup shows (002 §8): "404 page not found", or the API's own 404 or 410,
 * is the 404 page; anything else (a 5xx, a deadline, no connection) is a failure to load, shown
 * with a retry, since the page may well exist.
 */
export function pageLookupFailure(error: unknown): 'not-found' | 'failed' {
  if (error instanceof Error && error.message === PAGE_NOT_FOUND_MESSAGE) return 'not-found';
  if (isApiError(error) && (error.status === 404 || error.status === 410)) return 'not-found';
  return 'failed';
}
