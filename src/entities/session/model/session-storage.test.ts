// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readSavedImpersonation, readSavedTokens, saveSession } from './session-storage';

const setCookie = (raw: string) => {
  document.cookie = raw;
};

describe('saved session (002 §4.1)', () => {
  afterEach(() => {
    document.cookie = 'auth=; Max-Age=0; Path=/';
    localStorage.clear();
  });

  it('reads back the tokens it saved', () => {
    saveSession({ token: 't-1', refreshToken: 'r-1' }, { adminId: 404 });
    expect(readSavedTokens()).toEqual({ token: 't-1', refreshToken: 'r-1' });
    expect(readSavedImpersonation()).toBe(404);
  });

  it('treats an auth cookie that is not JSON, not percent-encoding or not tokens as no login, without throwing', () => {
    for (const value of ['not-json', '%', '%7Btoken', encodeURIComponent(JSON.stringify({ token: '' }))]) {
      setCookie(`auth=${value}; Path=/`);
      expect(() => readSavedTokens()).not.toThrow();
      expect(readSavedTokens()).toBeUndefined();
    }
  });

  it('drops a stored impersonation when there is no readable login', () => {
    localStorage.setItem('impersonation', JSON.stringify({ isImpersonating: true, adminId: 404 }));
    setCookie('auth=%; Path=/');
    expect(readSavedImpersonation()).toBeUndefined();
    expect(localStorage.getItem('impersonation')).toBeNull();
  });
});
