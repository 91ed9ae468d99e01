import { describe, expect, it } from 'vitest';
import { canDisconnect } from './can-disconnect';

describe('canDisconnect (002 §2.6)', () => {
  it('lets a connected login go when the account has a password', () => {
    expect(canDisconnect({ connectedProviders: ['google'], hasPassword: true }, 'google')).toBe(true);
    expect(canDisconnect({ connectedProviders: ['google'] }, 'google')).toBe(true);
  });

  it('keeps the only login of an account without a password, and lets one of two go', () => {
    expect(canDisconnect({ connectedProviders: ['google'], hasPassword: false }, 'google')).toBe(false);
    expect(canDisconnect({ connectedProviders: ['google', 'facebook'], hasPassword: false }, 'google')).toBe(true);
  });

  it('has nothing to disconnect when the provider is not connected', () => {
    expect(canDisconnect({ connectedProviders: [], hasPassword: true }, 'facebook')).toBe(false);
  });
});
