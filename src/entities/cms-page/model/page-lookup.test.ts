import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { PageNotFoundError, pageLookupFailure } from './page-lookup';

// 002 §5, §8: an empty lookup throws "404 page not found", which is the 404 page.
describe('pageLookupFailure', () => {
  it('is not-found for "404 page not found" and for the API’s 404 and 410', () => {
    expect(pageLookupFailure(new PageNotFoundError())).toBe('not-found');
    expect(pageLookupFailure(new Error('404 page not found'))).toBe('not-found');
    expect(pageLookupFailure(new ApiError(404, 'not_found', 'Not found'))).toBe('not-found');
    expect(pageLookupFailure(new ApiError(410, 'gone', 'Gone'))).toBe('not-found');
  });

  it('is a failure to retry for server errors, deadlines and anything else', () => {
    expect(pageLookupFailure(new ApiError(503, 'unavailable', 'Unavailable'))).toBe('failed');
    expect(pageLookupFailure(new TypeError('Failed to fetch'))).toBe('failed');
    expect(pageLookupFailure(undefined)).toBe('failed');
  });
});
