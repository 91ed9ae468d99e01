import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '@/entities/session';
import type * as Site from '@/entities/site';
import type { CampaignFlags } from '@/entities/site';
import type * as I18n from '@/shared/i18n';
import type { Locale } from '@/shared/i18n';
import type * as Cookies from '@/shared/lib/cookies';
import type * as Routing from '@/shared/routing';
import type { RouteName } from '@/shared/routing';
import type * as Slot from './campaign-banner-slot';

const session = vi.hoisted(() => ({ current: { status: 'anonymous', user: undefined } as Pick<SessionView, 'status' | 'user'>, savedLogin: false }));
vi.mock('@/entities/session', () => ({ useSession: () => session.current, useRoleOverride: () => undefined, hasSavedLogin: () => session.savedLogin }));

// Component test files share a worker's modules (vitest.config.ts, `isolate: false`): a file that
// ran before may have loaded the banner with the real session, and the mock above would not reach
// it. The app's modules are loaded afresh for this file (node_modules stay shared: one React).
let CampaignBannerSlot: typeof Slot.CampaignBannerSlot;
let LocaleProvider: typeof I18n.LocaleProvider;
let MessagesProvider: typeof I18n.MessagesProvider;
let campaignClosedCookie: typeof Site.campaignClosedCookie;
let readCookie: typeof Cookies.readCookie;
let writeCookie: typeof Cookies.writeCookie;
let href: typeof Routing.href;
beforeAll(async () => {
  vi.resetModules();
  ({ CampaignBannerSlot } = await import('./campaign-banner-slot'));
  ({ LocaleProvider, MessagesProvider } = await import('@/shared/i18n'));
  ({ campaignClosedCookie } = await import('@/entities/site'));
  ({ readCookie, writeCookie } = await import('@/shared/lib/cookies'));
  ({ href } = await import('@/shared/routing'));
});

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const RENTER_TITLE = 'New to motorhome holidays?';
const OWNER_TITLE = 'Only 10% service fee for a whole year';

function renderSlot({ routeName = 'index', locale = 'en', flags }: { routeName?: RouteName; locale?: Locale; flags?: CampaignFlags } = {}) {
  // The slot reads the route from the address, as on the site: the route's own path in the locale.
  const router = createMemoryRouter([{ path: '*', element: <CampaignBannerSlot {...(flags ? { flags } : {})} /> }], {
    initialEntries: [href(routeName, {}, locale)],
  });
  return render(
    <MessagesProvider i18n={i18n}>
      <LocaleProvider locale={locale} site="main">
        <RouterProvider router={router} />
      </LocaleProvider>
    </MessagesProvider>,
  );
}

const waitForBannerDelay = () => act(() => vi.advanceTimersByTime(2000));
const asRole = (role: 'renter' | 'owner') => ({ status: 'authenticated', user: { role } }) as Pick<SessionView, 'status' | 'user'>;

describe('CampaignBannerSlot (spec 002 §2.13)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    session.current = { status: 'anonymous', user: undefined };
    session.savedLogin = false;
    for (const id of ['owner-service-fee', 'renter-first-trip'] as const) writeCookie(campaignClosedCookie(id), '', 0);
  });

  afterEach(() => vi.useRealTimers());

  it('holds the bar’s place from the first render and shows the renter campaign 2000 ms after the page loads, not before', () => {
    renderSlot();
    // In the page's flow from the start, unseen and inert: nothing moves when it appears (issue #23 point 6).
    const banner = screen.getByRole('complementary', { name: RENTER_TITLE });
    expect(banner).toHaveAttribute('data-hidden');
    expect(banner).toHaveAttribute('inert');
    act(() => vi.advanceTimersByTime(1999));
    expect(banner).toHaveAttribute('data-hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('complementary', { name: RENTER_TITLE })).toBe(banner);
    expect(banner).not.toHaveAttribute('data-hidden');
    expect(banner).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: /Read the guide to renting/ })).toHaveAttribute('href', 'https://help.campershare.eu/en/articles/how-renting-works');
  });

  it('holds the place for a guest before the session’s code has loaded, and for a saved login until its role is known', () => {
    session.current = { status: 'restoring', user: undefined };
    const guest = renderSlot();
    waitForBannerDelay();
    expect(screen.getByRole('complementary', { name: RENTER_TITLE })).not.toHaveAttribute('data-hidden');
    guest.unmount();

    session.savedLogin = true;
    const saved = renderSlot();
    waitForBannerDelay();
    // The role is not known: the place is held, the banner not shown.
    expect(screen.getByRole('complementary', { name: RENTER_TITLE })).toHaveAttribute('data-hidden');
    saved.unmount();

    session.current = asRole('owner');
    renderSlot();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('links to the help article in the visitor’s language', () => {
    renderSlot({ locale: 'sv-SE' });
    waitForBannerDelay();
    expect(screen.getByRole('link', { name: /Read the guide to renting/ })).toHaveAttribute('href', 'https://help.campershare.eu/sv/articles/how-renting-works');
  });

  it('closing hides it and remembers it in the banner’s cookie', () => {
    const first = renderSlot();
    waitForBannerDelay();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary', { name: RENTER_TITLE })).not.toBeInTheDocument();
    expect(readCookie(campaignClosedCookie('renter-first-trip'))).toBe('1');
    expect(readCookie(campaignClosedCookie('owner-service-fee'))).toBeUndefined();

    // A later visit finds the cookie and keeps it closed.
    first.unmount();
    renderSlot();
    waitForBannerDelay();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows the renter campaign to renters but not to owners', () => {
    session.current = asRole('renter');
    const renter = renderSlot({ routeName: 'all' });
    waitForBannerDelay();
    expect(screen.getByRole('complementary', { name: RENTER_TITLE })).toBeInTheDocument();
    renter.unmount();

    session.current = asRole('owner');
    renderSlot({ routeName: 'all' });
    waitForBannerDelay();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it.each<Locale>(['de', 'de-AT'])('shows the owner campaign on the rent-out page in %s', (locale) => {
    renderSlot({ routeName: 'rent-out', locale });
    waitForBannerDelay();
    expect(screen.getByRole('complementary', { name: OWNER_TITLE })).toHaveTextContent('first 100 vehicles');
  });

  it('shows no owner campaign on the rent-out page in other locales', () => {
    renderSlot({ routeName: 'rent-out', locale: 'en' });
    waitForBannerDelay();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows nothing on other pages, or when the flag is on the new variant', () => {
    const other = renderSlot({ routeName: 'login' });
    waitForBannerDelay();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    other.unmount();

    renderSlot({ flags: { 'renter-first-trip': { enabled: true, variant: 'new' } } });
    waitForBannerDelay();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
