import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSocialLogin, readSocialLogin, rememberSocialLogin } from './social-login';

/** Session storage's part the module uses, in memory: the rules run in Node. */
const items = new Map<string, string>();
const sessionStorage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
  clear: () => items.clear(),
};

describe('social login memory (session storage)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the provider and the page to come back to', () => {
    rememberSocialLogin({ provider: 'google', returnTo: '/vehicles/7?from=2026-06-01' }, sessionStorage);
    expect(readSocialLogin(sessionStorage)).toEqual({ provider: 'google', returnTo: '/vehicles/7?from=2026-06-01' });
    forgetSocialLogin(sessionStorage);
    expect(readSocialLogin(sessionStorage)).toBeUndefined();
  });

  it('never returns to another site, and ignores anything unreadable', () => {
    sessionStorage.setItem('social-login', JSON.stringify({ provider: 'google', returnTo: '//evil.example' }));
    expect(readSocialLogin(sessionStorage)).toBeUndefined();
    sessionStorage.setItem('social-login', '{oops');
    expect(readSocialLogin(sessionStorage)).toBeUndefined();
  });
});
