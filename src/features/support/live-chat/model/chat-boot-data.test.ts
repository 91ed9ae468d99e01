import { describe, expect, it } from 'vitest';
import { userOf } from '@/shared/test';
import { CHAT_EU_API_BASE, chatBootData, chatCommandFor } from './chat-boot-data';

const options = { appId: 'app-1', language: 'de-CH' };

describe('the support chat’s boot data (002 §7: id, name, e-mail, role and hash, region eu)', () => {
  it('identifies a signed-in user with their id, name, e-mail, role and hash', () => {
    const user = userOf('owner', { id: 42, name: 'Anna Berg', email: 'anna@example.com', intercomHash: 'f00d' });
    expect(chatBootData(user, options)).toEqual({
      app_id: 'app-1',
      api_base: CHAT_EU_API_BASE,
      language_override: 'de-CH',
      user_id: '42',
      name: 'Anna Berg',
      email: 'anna@example.com',
      user_hash: 'f00d',
      role: 'owner',
    });
    expect(CHAT_EU_API_BASE).toContain('.eu.');
  });

  it('boots a visitor, a user without a hash and an admin acting as someone without anyone’s data', () => {
    const visitor = { app_id: 'app-1', api_base: CHAT_EU_API_BASE, language_override: 'de-CH' };
    expect(chatBootData(undefined, options)).toEqual(visitor);
    expect(chatBootData(userOf('renter', { intercomHash: null }), options)).toEqual(visitor);
    expect(chatBootData(userOf('renter', { intercomHash: 'abc' }), { ...options, impersonating: true })).toEqual(visitor);
  });

  it('follows a login change: a login updates, a logout shuts down, another user restarts', () => {
    expect(chatCommandFor(undefined, undefined)).toBe('none');
    expect(chatCommandFor('7', '7')).toBe('none');
    expect(chatCommandFor(undefined, '7')).toBe('update');
    expect(chatCommandFor('7', undefined)).toBe('shutdown');
    expect(chatCommandFor('7', '8')).toBe('restart');
  });
});
