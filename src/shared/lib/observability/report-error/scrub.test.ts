import { describe, expect, it } from 'vitest';
import { scrubText, scrubUrl, scrubValue } from './scrub';

describe('the scrubber: no e-mail, name, phone, token or card data leaves the browser', () => {
  it('replaces e-mail addresses, phone numbers, tokens and card numbers in text', () => {
    expect(scrubText('No account for renter@sandbox.test')).toBe('No account for [email]');
    expect(scrubText('Call +46 70 123 45 67 or +41441234567')).toBe('Call [phone] or [phone]');
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [token]');
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl and sbx.eyJ1Ijo3fQ.a1b2')).toBe('token [token] and [token]');
    expect(scrubText('card 4242 4242 4242 4242 and 4000-0027-6000-3184')).toBe('card [card] and [card]');
  });

  it('keeps ids, timestamps and dates that are not card numbers', () => {
    expect(scrubText('booking 1234567 at 1764325200000 on 2026-11-20')).toBe('booking 1234567 at 1764325200000 on 2026-11-20');
  });

  it('cuts the query and fragment off addresses', () => {
    expect(scrubUrl('https://campershare.example/se/sok?email=a@b.se&from=2026-06-01#top')).toBe('https://campershare.example/se/sok');
    expect(scrubUrl('/reset-password')).toBe('/reset-password');
  });

  it('filters the values of keys that name personal data or secrets, at any depth', () => {
    const scrubbed = scrubValue({
      extra: { email: 'a@b.se', firstName: 'Anna', last_name: 'Berg', phone: '070', password: 'x', refreshToken: 't', cardNumber: '4242', iban: 'SE45', count: 3 },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/users?email=a@b.se', status_code: 500 }, message: 'sent to anna@berg.se' }],
      request: { headers: { Authorization: 'Bearer x', Cookie: 'auth=1', Accept: 'application/json' } },
      sdk: { name: 'sentry.javascript.browser' },
    });
    expect(scrubbed).toEqual({
      extra: { email: '[Filtered]', firstName: '[Filtered]', last_name: '[Filtered]', phone: '[Filtered]', password: '[Filtered]', refreshToken: '[Filtered]', cardNumber: '[Filtered]', iban: '[Filtered]', count: 3 },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/users', status_code: 500 }, message: 'sent to [email]' }],
      request: { headers: { Authorization: '[Filtered]', Cookie: '[Filtered]', Accept: 'application/json' } },
      sdk: { name: 'sentry.javascript.browser' },
    });
  });
});
