import { describe, expect, it } from 'vitest';
import { errorVerdict, factsOf } from './error-filters';

const verdictOf = (error: unknown) => errorVerdict(factsOf(error));
const apiError = (slug: string, message = 'x') => Object.assign(new Error(message), { name: 'ApiError', slug, status: 401 });

describe('what the error service drops, ignores and downgrades (spec 002 §8)', () => {
  it.each(['jwt_token_expired', 'jwt_token_invalid', 'auth_refresh_failed'])('drops errors whose slug is %s', (slug) => {
    expect(verdictOf(apiError(slug))).toBe('drop');
  });

  it.each(['jwt_token_expired', 'jwt_token_invalid', 'auth_refresh_failed', 'Token not provided'])('drops errors whose message is "%s"', (message) => {
    expect(verdictOf(new Error(message))).toBe('drop');
    expect(verdictOf(message)).toBe('drop');
  });

  it.each([
    ['Chromium', new TypeError('Failed to fetch')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
    ['a request past its deadline', Object.assign(new Error('The request took too long'), { name: 'TimeoutError' })],
  ])('ignores network errors (%s)', (_browser, error) => {
    expect(verdictOf(error)).toBe('drop');
  });

  it('ignores cancellations and navigation duplicates', () => {
    expect(verdictOf(new DOMException('The operation was aborted.', 'AbortError'))).toBe('drop');
    expect(verdictOf(Object.assign(new Error('cancelled'), { name: 'CanceledError' }))).toBe('drop');
    expect(verdictOf(Object.assign(new Error('Avoided redundant navigation to current location: "/se".'), { name: 'NavigationDuplicated' }))).toBe('drop');
  });

  it('downgrades "Both token and refresh token have expired. Your request was aborted." to a warning', () => {
    expect(verdictOf(new Error('Both token and refresh token have expired. Your request was aborted.'))).toBe('warning');
  });

  it('reports everything else, including other API errors and other TypeErrors', () => {
    expect(verdictOf(apiError('jwt_token_blacklisted'))).toBe('report');
    expect(verdictOf(apiError('server_error'))).toBe('report');
    expect(verdictOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe('report');
    expect(verdictOf(undefined)).toBe('report');
  });
});
