import { describe, expect, it } from 'vitest';
import type { SessionView } from '@/entities/session';
import { viewerOf } from './use-campaign-context';

const user = (role: 'renter' | 'owner' | 'admin') => ({ role }) as NonNullable<SessionView['user']>;

describe('who sees a campaign', () => {
  it('a signed-in user by role, also while impersonated', () => {
    expect(viewerOf({ status: 'authenticated', user: user('owner') })).toEqual({ kind: 'user', role: 'owner' });
    expect(viewerOf({ status: 'impersonating', user: user('renter') })).toEqual({ kind: 'user', role: 'renter' });
  });

  it('an admin looking as an owner or renter through the role override counts as that role', () => {
    expect(viewerOf({ status: 'authenticated', user: user('admin') }, 'owner')).toEqual({ kind: 'user', role: 'owner' });
    expect(viewerOf({ status: 'authenticated', user: user('admin') })).toEqual({ kind: 'user', role: 'admin' });
    // Only admins can switch.
    expect(viewerOf({ status: 'authenticated', user: user('renter') }, 'owner')).toEqual({ kind: 'user', role: 'renter' });
  });

  it('a guest once the session says nobody is logged in', () => {
    expect(viewerOf({ status: 'anonymous', user: undefined })).toEqual({ kind: 'guest' });
  });

  it('a guest at once when no login is saved, before the session’s code has loaded', () => {
    expect(viewerOf({ status: 'restoring', user: undefined }, undefined, false)).toEqual({ kind: 'guest' });
    expect(viewerOf({ status: 'restoring', user: undefined }, undefined, true)).toEqual({ kind: 'unknown' });
  });

  it('unknown while the session restores a saved login, signs in or logs out', () => {
    for (const status of ['restoring', 'signing-in', 'logging-out'] as const) expect(viewerOf({ status, user: undefined })).toEqual({ kind: 'unknown' });
    expect(viewerOf({ status: 'logging-out', user: user('owner') })).toEqual({ kind: 'unknown' });
  });
});
