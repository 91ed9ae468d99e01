import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { failureOf } from './failure';

describe('failureOf: one conversion from anything thrown to a machine failure', () => {
  it('keeps the API error slug, message, status and field errors', () => {
    expect(failureOf(new ApiError(422, 'validation_failed', 'Invalid', { message: ['Contact information is not allowed.'] }))).toEqual({
      slug: 'validation_failed',
      message: 'Invalid',
      status: 422,
      fields: { message: ['Contact information is not allowed.'] },
    });
  });

  it('leaves out field errors when there are none', () => {
    expect(failureOf(new ApiError(409, 'dates_unavailable', 'Taken'))).toEqual({ slug: 'dates_unavailable', message: 'Taken', status: 409 });
  });

  it('tells a passed deadline and a lost connection from an unknown error', () => {
    expect(failureOf(new DOMException('signal timed out', 'TimeoutError')).slug).toBe('timeout');
    expect(failureOf(new TypeError('Failed to fetch')).slug).toBe('network_error');
    expect(failureOf(new Error('boom'))).toEqual({ slug: 'unknown_error', message: 'boom' });
    expect(failureOf('strange')).toEqual({ slug: 'unknown_error', message: 'strange' });
  });

  it('reads a failure-shaped object as it is (a stub in tests and stories)', () => {
    expect(failureOf({ slug: 'booking_blocked', message: 'Blocked' })).toEqual({ slug: 'booking_blocked', message: 'Blocked' });
  });

  it('reads a failure a machine kept as the same failure, field errors included', () => {
    const kept = failureOf(new ApiError(422, 'validation_failed', 'Invalid', { email: ['Taken'] }));
    expect(failureOf(kept)).toEqual(kept);
  });

  it('drops field errors that are not lists of messages', () => {
    expect(failureOf({ slug: 'validation_failed', message: 'Invalid', fieldErrors: { email: 'Taken' } })).toEqual({ slug: 'validation_failed', message: 'Invalid' });
  });
});
