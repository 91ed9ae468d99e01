import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, resetConsent } from '@/shared/lib/observability';
import { renderOnServerThenHydrate } from '@/shared/test';
import { CookieConsentBanner } from './cookie-consent-banner';

describe('the cookie banner on a server-rendered page', () => {
  afterEach(() => resetConsent());

  it('is not in the server’s markup, so a visitor who has chosen never sees it flash', () => {
    document.cookie = `${CONSENT_COOKIE}=rejected; Path=/`;
    const { html } = renderOnServerThenHydrate(<CookieConsentBanner />);
    expect(html).not.toContain('Cookies and statistics');
    expect(screen.queryByRole('region', { name: 'Cookies and statistics' })).not.toBeInTheDocument();
  });

  it('asks a first-time visitor as soon as the page has hydrated', async () => {
    renderOnServerThenHydrate(<CookieConsentBanner />);
    expect(await screen.findByRole('region', { name: 'Cookies and statistics' })).toBeInTheDocument();
  });
});
