import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/shared/i18n';
import { CONSENT_COOKIE, resetConsent } from '@/shared/lib/observability';
import { CookieConsentBanner } from './cookie-consent-banner';

// The English source messages, as every component test reads them.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const withMessages = ({ children }: { children: ReactNode }) => <MessagesProvider i18n={i18n}>{children}</MessagesProvider>;

/** A server-rendered page's markup for the banner, then the browser hydrating it. */
function serverRenderedThenHydrated() {
  const html = renderToString(withMessages({ children: <CookieConsentBanner /> }));
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  return { html, ...render(<CookieConsentBanner />, { container, hydrate: true, wrapper: withMessages }) };
}

describe('the cookie banner on a server-rendered page', () => {
  afterEach(() => resetConsent());

  it('is not in the server’s markup, so a visitor who has chosen never sees it flash', () => {
    document.cookie = `${CONSENT_COOKIE}=rejected; Path=/`;
    const { html } = serverRenderedThenHydrated();
    expect(html).not.toContain('Cookies and statistics');
    expect(screen.queryByRole('region', { name: 'Cookies and statistics' })).not.toBeInTheDocument();
  });

  it('asks a first-time visitor as soon as the page has hydrated', async () => {
    serverRenderedThenHydrated();
    expect(await screen.findByRole('region', { name: 'Cookies and statistics' })).toBeInTheDocument();
  });
});
