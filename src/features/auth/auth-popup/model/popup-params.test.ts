import { describe, expect, it } from 'vitest';
import { authPopupOf, searchWithPopup, searchWithoutPopup } from './popup-params';

const q = (query: string) => new URLSearchParams(query);

describe('auth popups from the query (002 §2.3)', () => {
  it('popup=login and popup=sign-up open the popups; other popups are not these', () => {
    expect(authPopupOf(q('popup=login'))).toBe('login');
    expect(authPopupOf(q('popup=sign-up&from=2026-06-01'))).toBe('sign-up');
    expect(authPopupOf(q('popup=stripe-account-verification'))).toBeUndefined();
    expect(authPopupOf(q(''))).toBeUndefined();
  });

  it('switching popups keeps the rest of the query and drops the logout notice', () => {
    expect(searchWithPopup(q('from=2026-06-01&popup=login&auth-status=invalid-jwt'), 'sign-up')).toBe('?from=2026-06-01&popup=sign-up');
  });

  it('closing removes the popup and the logout notice only', () => {
    expect(searchWithoutPopup(q('popup=login&auth-status=invalid-jwt&from=2026-06-01'))).toBe('?from=2026-06-01');
    expect(searchWithoutPopup(q('popup=login'))).toBe('');
  });
});
