import type { ErrorEvent } from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import { createBeforeSend } from './before-send';

const beforeSend = createBeforeSend(() => 'vehicle');
const eventOf = (overrides: Partial<ErrorEvent> = {}): ErrorEvent => ({
  type: undefined,
  exception: { values: [{ type: 'Error', value: 'Could not save renter@sandbox.test' }] },
  request: { url: 'http://localhost/se/husbilar/12?from=2026-06-01&email=a@b.se' },
  user: { id: '7', role: 'renter', email: 'renter@sandbox.test', username: 'Anna', ip_address: '{{auto}}' } as ErrorEvent['user'],
  ...overrides,
});

describe('beforeSend of the error SDK (issue #25)', () => {
  it('files the event under the route name, without the query, the e-mail or the name', () => {
    const sent = beforeSend(eventOf(), { originalException: new Error('Could not save renter@sandbox.test') });
    expect(sent?.transaction).toBe('vehicle');
    expect(sent?.tags?.['route']).toBe('vehicle');
    expect(sent?.request?.url).toBe('http://localhost/se/husbilar/12');
    expect(sent?.user).toEqual({ id: '7', role: 'renter' });
    expect(JSON.stringify(sent)).not.toContain('sandbox.test');
    expect(JSON.stringify(sent)).not.toContain('Anna');
  });

  it('drops an expired token, by the thrown error or by the event alone', () => {
    expect(beforeSend(eventOf(), { originalException: Object.assign(new Error('Token has expired'), { slug: 'jwt_token_expired' }) })).toBeNull();
    expect(beforeSend(eventOf({ exception: { values: [{ type: 'Error', value: 'jwt_token_expired' }] } }))).toBeNull();
  });

  it('sends the expired session\'s message as a warning', () => {
    const sent = beforeSend(eventOf({ message: 'Both token and refresh token have expired. Your request was aborted.', exception: undefined }));
    expect(sent?.level).toBe('warning');
  });
});
