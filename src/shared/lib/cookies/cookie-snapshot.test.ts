// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieSnapshot, subscribeCookies } from './cookie-snapshot';
import { readCookie, writeCookie } from './cookies';

describe('the cookies as the page keeps them', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('asks the browser once for any number of reads', () => {
    writeCookie('locale', 'sv-SE', 1);
    const browser = vi.spyOn(document, 'cookie', 'get');
    for (let i = 0; i < 20; i++) expect(readCookie('locale', cookieSnapshot())).toBe('sv-SE');
    expect(browser).toHaveBeenCalledTimes(1);
  });

  it("shows the app's own write at once, and tells the subscribers", () => {
    writeCookie('locale', 'de-AT', 1);
    expect(readCookie('locale', cookieSnapshot())).toBe('de-AT');
    const listener = vi.fn();
    const unsubscribe = subscribeCookies(listener);
    writeCookie('locale', 'fi-FI', 1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readCookie('locale', cookieSnapshot())).toBe('fi-FI');
    unsubscribe();
    writeCookie('locale', 'da-DK', 1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("takes up another tab's write when the page is shown again", () => {
    writeCookie('locale', 'nb-NO', 1);
    expect(readCookie('locale', cookieSnapshot())).toBe('nb-NO');
    document.cookie = 'locale=sv-FI; path=/';
    expect(readCookie('locale', cookieSnapshot())).toBe('nb-NO');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readCookie('locale', cookieSnapshot())).toBe('sv-FI');
  });
});
