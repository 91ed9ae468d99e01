import { describe, expect, it } from 'vitest';
import { errorImage, errorKind, offersHomeLink, showsErrorCode } from './error-kind';

describe('error pages by status (spec 002 §2.12)', () => {
  it('has its own wording for 401, 403, 404, 503, other 5xx and other 4xx', () => {
    expect(errorKind(401)).toBe('unauthorized');
    expect(errorKind(403)).toBe('forbidden');
    expect(errorKind(404)).toBe('not-found');
    expect(errorKind(503)).toBe('maintenance');
    expect(errorKind(500)).toBe('server');
    expect(errorKind(502)).toBe('server');
    expect(errorKind(400)).toBe('client');
    expect(errorKind(422)).toBe('client');
  });

  it('labels the error code on 400, 401, 403 and 500 only', () => {
    expect([400, 401, 403, 404, 422, 500, 502, 503].filter(showsErrorCode)).toEqual([400, 401, 403, 500]);
  });

  it('offers the home page except on server errors', () => {
    expect(offersHomeLink(404)).toBe(true);
    expect(offersHomeLink(500)).toBe(false);
    expect(offersHomeLink(503)).toBe(false);
  });

  it('shows images for 403, 500 and maintenance', () => {
    expect(errorImage(403)).toBe('forbidden');
    expect(errorImage(500)).toBe('server');
    expect(errorImage(503)).toBe('maintenance');
    expect(errorImage(404)).toBeUndefined();
  });
});
