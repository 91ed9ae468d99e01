import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from './security-headers.ts';
import { CHAT_SOURCES, STRIPE_SOURCES, contentSecurityPolicy, headersFile, isPaymentPath, paymentPathPatterns } from './security-policy.ts';

const sandboxBuild = { apiOrigins: [], stripe: false };
const stripeBuild = { apiOrigins: ['https://api.campershare.example'], stripe: true };
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the security policy the build emits', () => {
  it('allows no inline script and no eval, no plugins, no <base>, and no framing', () => {
    const policy = contentSecurityPolicy(sandboxBuild);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval|'unsafe-inline' [^;]*script|script-src[^;]*unsafe-inline/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
  });

  it('leaves frame-ancestors out of the meta tag, where browsers ignore it', () => {
    expect(contentSecurityPolicy(sandboxBuild, { meta: true })).not.toContain('frame-ancestors');
  });

  it("names Stripe's hosts only on the payment pages of a Stripe build", () => {
    const payments = contentSecurityPolicy(stripeBuild, { payments: true });
    for (const host of STRIPE_SOURCES.script) expect(directive(payments, 'script-src')).toContain(host);
    for (const host of STRIPE_SOURCES.frame) expect(directive(payments, 'frame-src')).toContain(host);
    expect(contentSecurityPolicy(stripeBuild)).not.toContain('stripe.com');
    expect(contentSecurityPolicy(sandboxBuild, { payments: true })).not.toContain('stripe.com');
  });

  it("lets a build with the vendor's support chat load and talk to it on every page, and no other build", () => {
    const chatBuild = { ...stripeBuild, chat: true };
    for (const policy of [contentSecurityPolicy(chatBuild), contentSecurityPolicy(chatBuild, { payments: true })]) {
      expect(directive(policy, 'script-src')).toContain('https://widget.intercom.io');
      expect(directive(policy, 'connect-src')).toContain('wss://nexus-europe-websocket.intercom.io');
      expect(directive(policy, 'connect-src')).toContain('https://api-iam.eu.intercom.io');
      for (const host of CHAT_SOURCES.frame) expect(directive(policy, 'frame-src')).toContain(host);
      expect(directive(policy, 'font-src')).toContain('https://fonts.intercomcdn.com');
      expect(directive(policy, 'media-src')).toBe("media-src 'self' https://js.intercomcdn.com https://downloads.intercomcdn.com");
      expect(directive(policy, 'form-action')).toContain('https://intercom.help');
    }
    expect(directive(contentSecurityPolicy(chatBuild, { payments: true }), 'frame-src')).toContain('https://js.stripe.com');
    expect(contentSecurityPolicy(stripeBuild)).not.toContain('intercom');
    expect(contentSecurityPolicy(sandboxBuild)).not.toMatch(/intercom|media-src/);
  });

  it("lets the page reach a real API's origin", () => {
    expect(directive(contentSecurityPolicy(stripeBuild), 'connect-src')).toBe("connect-src 'self' https://api.campershare.example");
  });

  it('knows the payment pages in every locale of both sites', () => {
    expect(paymentPathPatterns()).toEqual(expect.arrayContaining(['/vehicles/:id/book/purchase', '/bookings/:id', '/de/fahrzeuge/:id/buchen/bezahlen', '/fr/reservations/:id']));
    expect(isPaymentPath('/se/fordon/12/boka/betala')).toBe(true);
    expect(isPaymentPath('/bookings/44')).toBe(true);
    expect(isPaymentPath('/vehicles/12/book')).toBe(false);
    expect(isPaymentPath('/bookings')).toBe(false);
  });
});

describe('the headers file and what vite preview serves from it', () => {
  it('gives every path the policy and the other security headers', () => {
    const headers = headersForPath(parseHeadersFile(headersFile(sandboxBuild)), '/vehicles/12');
    expect(Object.fromEntries(headers)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(sandboxBuild),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
  });

  it("swaps in the payments policy on the payment pages of a Stripe build, and only there", () => {
    const rules = parseHeadersFile(headersFile(stripeBuild));
    expect(headersForPath(rules, '/de/fahrzeuge/7/buchen/bezahlen').get('Content-Security-Policy')).toBe(contentSecurityPolicy(stripeBuild, { payments: true }));
    expect(headersForPath(rules, '/de/fahrzeuge/7/buchen').get('Content-Security-Policy')).toBe(contentSecurityPolicy(stripeBuild));
    expect(headersForPath(rules, '/').get('Content-Security-Policy')).not.toContain('stripe');
  });
});
