import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, resetConsent, setConsent } from '@/shared/lib/observability';
import { renderOnServerThenHydrate } from '@/shared/test';
import { CookieConsentBanner } from './cookie-consent-banner';

describe('the cookie banner on a server-rendered page', () => {
  afterEach(() => resetConsent());

  // Whether it shows before hydration is the page's mark (scripts/after-first-paint.test.ts) and
  // the stylesheet's; the e2e journey "the cookie banner paints with the page" proves it on screen.
  it('is in the server’s markup for every visitor: the server does not read cookies', () => {
    setConsent('rejected');
    const { html } = renderOnServerThenHydrate(<CookieConsentBanner />);
    expect(html).toContain('Cookies and statistics');
  });

  it('is gone once hydrated for a visitor who has chosen', async () => {
    setConsent('rejected');
    renderOnServerThenHydrate(<CookieConsentBanner />);
    await expect.poll(() => screen.queryByRole('region', { name: 'Cookies and statistics' })).toBeNull();
  });

  it('stays for a first-time visitor, with its choices working once hydrated', async () => {
    renderOnServerThenHydrate(<CookieConsentBanner />);
    const banner = await screen.findByRole('region', { name: 'Cookies and statistics' });
    screen.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => banner.isConnected).toBe(false);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=rejected`);
  });
});
