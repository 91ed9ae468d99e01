import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('reads a percent-encoded value by name among the others', () => {
    expect(readCookie('locale', 'auth=%7B%22token%22%3A%22t%22%7D; locale=de-AT')).toBe('de-AT');
    expect(readCookie('auth', 'auth=%7B%22token%22%3A%22t%22%7D; locale=de-AT')).toBe('{"token":"t"}');
    expect(readCookie('redirect', 'redirect=/se/bokningar?tab=a=b')).toBe('/se/bokningar?tab=a=b');
  });

  it('treats a value that is not valid percent-encoding as absent instead of throwing', () => {
    expect(() => readCookie('locale', 'locale=%')).not.toThrow();
    expect(readCookie('locale', 'locale=%')).toBeUndefined();
    expect(readCookie('auth', 'auth=%E0%A4%A')).toBeUndefined();
  });

  it('leaves the other cookies readable when one is malformed, and takes a later readable copy of the same name', () => {
    expect(readCookie('mc_preferred_currency', 'locale=%; mc_preferred_currency=eur')).toBe('eur');
    expect(readCookie('locale', 'locale=%; locale=sv-SE')).toBe('sv-SE');
  });

  it('is undefined for a cookie that is not there', () => {
    expect(readCookie('locale', '')).toBeUndefined();
    expect(readCookie('locale', 'localex=en')).toBeUndefined();
  });
});
