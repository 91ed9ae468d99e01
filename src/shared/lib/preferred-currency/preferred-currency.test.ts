// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFERRED_CURRENCY_COOKIE, choosePreferredCurrency, readPreferredCurrency, usePreferredCurrencyCookie } from './preferred-currency';

const setCookieElsewhere = (value: string) => {
  document.cookie = `${PREFERRED_CURRENCY_COOKIE}=${value}; Path=/`;
};

describe('the preferred currency cookie (002 §9)', () => {
  afterEach(() => {
    document.cookie = `${PREFERRED_CURRENCY_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('is chosen, kept in the cookie for a year, and shown by every reader at once', () => {
    const { result } = renderHook(() => usePreferredCurrencyCookie());
    act(() => choosePreferredCurrency('nok'));
    expect(result.current).toBe('nok');
    expect(document.cookie).toContain(`${PREFERRED_CURRENCY_COOKIE}=nok`);
  });

  it('reads the cookie once, not on every render', () => {
    choosePreferredCurrency('sek');
    const cookie = vi.spyOn(document, 'cookie', 'get');
    for (let i = 0; i < 5; i++) expect(readPreferredCurrency()).toBe('sek');
    expect(cookie).toHaveBeenCalledTimes(1);
    cookie.mockRestore();
  });

  it('takes up a currency another tab chose when the page is shown again, and ignores unknown values', () => {
    choosePreferredCurrency('eur');
    const { result } = renderHook(() => usePreferredCurrencyCookie());
    setCookieElsewhere('dkk');
    expect(result.current).toBe('eur');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe('dkk');
    setCookieElsewhere('usd');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBeUndefined();
  });
});
