import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test, type Role } from './support/fixtures';
import { bookingGroups } from './support/bookings-list';
import { GOOD_LAYOUT_SHIFT, layoutShiftOf, watchLayoutShifts } from './support/layout-shift';
import type { SandboxClient } from './support/sandbox-client';
import type { Locator, Page } from '@playwright/test';

// Every page opened on a phone with axe (definition of done, point 4), and nothing on it moves as
// it loads (a good CLS: a footer that stood in the first screen until the page came was 0.36). The journeys run once, at
// desktop width, and open each page there with axe; the journeys about the phone (menus, layout)
// carry the @phone tag in their own specs. Each page here is opened as the account it is for,
// with its data made through the sandbox in one call.

interface PageVisit {
  name: string;
  as?: Role;
  /** The address, given the sandbox when it needs data made first. */
  path: string | ((sandbox: SandboxClient) => Promise<string>);
  /** What shows the page is there. */
  ready: (page: Page) => Locator;
  /** A layout shift known and not fixed yet, above the good line: what moves is said where it is set. */
  knownLayoutShift?: number;
  /** What must start in the first screen, unscrolled (the search's results, not only its filters). */
  inFirstScreen?: (page: Page) => Locator;
}

const h1 = (name?: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
const booking = (as: Role, scenario: 'confirmed' | 'requested') => async (sandbox: SandboxClient) =>
  `/bookings/${(await sandbox.booking({ scenario, bookingMethod: 'binding', payLater: true, ...(as === 'owner' ? { ownerEmail: 'owner@sandbox.test' } : {}) })).bookingId}`;
const vehicle = async (sandbox: SandboxClient) => `/vehicles/${(await sandbox.claimVehicle({ bookingMethod: 'instant' })).vehicleId}`;

const PAGES: PageVisit[] = [
  { name: 'home', path: '/', ready: (page) => page.getByRole('form', { name: 'Search for a camper' }) },
  {
    name: 'search',
    path: '/rent-motorhome',
    ready: (page) => page.getByRole('main').locator('a[href^="/vehicles/"]').first(),
    inFirstScreen: (page) => page.getByRole('main').getByRole('article').first(),
  },
  { name: 'all vehicles', path: '/all-vehicles', ready: (page) => page.getByRole('main').locator('a[href^="/vehicles/"]').first() },
  { name: 'vehicle', path: vehicle, ready: (page) => page.getByRole('region', { name: /^Photos of / }) },
  { name: 'not found', path: '/no-such-page', ready: h1('This page could not be found') },
  { name: 'login', path: '/login', ready: h1('Log in') },
  { name: 'sign-up', path: '/sign-up', ready: h1('Create an account') },
  { name: 'forgot password', path: '/forgot-password', ready: h1('Forgot your password?') },
  { name: 'reset password', path: '/reset-password', ready: (page) => page.getByRole('textbox', { name: 'Code from the e-mail' }) },
  { name: 'verify e-mail', path: '/verify-email/WRONG42', ready: (page) => page.getByRole('textbox', { name: 'Verification code' }) },
  { name: 'OAuth callback', path: '/oauth-callback?error=access_denied&provider=google', ready: (page) => page.getByRole('alert') },
  { name: 'bookings of a renter', as: 'renter', path: '/bookings', ready: (page) => bookingGroups(page).first() },
  { name: 'a confirmed booking, to its renter', as: 'renter', path: booking('renter', 'confirmed'), ready: (page) => page.getByRole('region', { name: 'Status' }).getByText('The booking is confirmed.') },
  { name: 'a request, to its owner', as: 'owner', path: booking('owner', 'requested'), ready: (page) => page.getByRole('button', { name: 'Accept' }) },
  { name: 'bookings of an owner', as: 'owner', path: '/bookings', ready: (page) => page.getByRole('tab', { name: 'Your vehicles', selected: true }) },
  { name: 'booking history', as: 'renter', path: '/booking-history', ready: h1('Booking history') },
  { name: 'favourites', as: 'renter', path: '/favorites', ready: (page) => page.getByRole('list', { name: 'Your favourite vehicles' }).getByRole('article').first() },
  { name: 'profile', as: 'renter', path: '/profile', ready: (page) => page.getByRole('textbox', { name: 'First name' }) },
  { name: 'payment methods', as: 'renter', path: '/me/payment-methods', ready: (page) => page.getByRole('list', { name: 'Saved cards' }) },
  { name: 'manage account', as: 'renter', path: '/account', ready: (page) => page.getByRole('heading', { level: 2, name: 'Connected accounts' }) },
  { name: 'the renter account step', as: 'renter', path: '/create-account-renter', ready: (page) => page.getByRole('button', { name: 'Save and continue' }) },
  { name: 'about you (renter onboarding)', as: 'renter', path: '/about-you', ready: h1('About you') },
  // The renter's /verify-id is opened on the phone with axe by e2e/id-verification.spec.ts (@phone).
  { name: 'ID verification of an owner', as: 'owner', path: '/owner-verify-id', ready: (page) => page.getByRole('status').filter({ hasText: 'Your ID is verified.' }) },
  { name: 'complete the owner profile', as: 'owner', path: '/complete-profile-owner', ready: h1('Complete your profile') },
  {
    name: 'getting started',
    as: 'newowner',
    path: '/getting-started',
    ready: (page) => page.getByRole('main').getByRole('progressbar', { name: '1 of 3 steps done', exact: true }),
    // The owner's getting-started bar comes above the page with its code, after the page (0.12): its
    // place is held only once that code is there, and holding it earlier would put the bar's code
    // and the onboarding's in every page's first JS (+28 KB).
    knownLayoutShift: 0.13,
  },
  { name: 'log in as user', as: 'admin', path: '/login-as-user', ready: h1('Log in as user') },
  // Another owner's public profile, seen by a signed-in owner: a test of its own (the guest's already opens 11 pages).
  { name: 'an owner’s profile', as: 'topowner', path: async (sandbox) => `/owner/${(await sandbox.claimVehicle({ bookingMethod: 'instant' })).ownerId}`, ready: (page) => page.getByText(/^Member since /) },
  { name: 'reviews', as: 'renter', path: '/reviews', ready: (page) => page.getByRole('tab', { name: 'Reviews received', selected: true }) },
  { name: 'owner dashboard', as: 'owner', path: '/owner/dashboard', ready: (page) => page.getByTestId('criterion-acceptanceRate') },
  { name: 'top owner', as: 'owner', path: '/owner/top-owner', ready: (page) => page.getByTestId('criterion-acceptanceRate') },
];

// Up to 11 pages, each with axe: beyond the default minute on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

// One test per account: the pages of an account are opened one after the other in one browser,
// which spares each a browser context of its own and reuses what the last page loaded.
const ACCOUNTS = [...new Set(PAGES.map((visit) => visit.as ?? null))];

for (const as of ACCOUNTS) {
  test.describe(() => {
    test.use({ signedInAs: as });
    const visits = PAGES.filter((visit) => (visit.as ?? null) === as);
    test(`${as ? `${as}@'s` : 'a guest’s'} ${visits.length} page${visits.length === 1 ? '' : 's'} on a phone have no axe violations and do not move as they load`, PHONE_ONLY, async ({ page, sandbox }) => {
      await watchLayoutShifts(page);
      for (const visit of visits) {
        await test.step(visit.name, async () => {
          await page.goto(typeof visit.path === 'string' ? visit.path : await visit.path(sandbox));
          await expect(visit.ready(page)).toBeVisible({ timeout: 20_000 });
          await expectNoAxeViolations(page);
          const shift = await layoutShiftOf(page);
          expect(shift.total, `the layout shift of ${visit.name}:\n${shift.moved.join('\n')}`).toBeLessThan(visit.knownLayoutShift ?? GOOD_LAYOUT_SHIFT);
          if (visit.inFirstScreen) {
            const top = (await visit.inFirstScreen(page).boundingBox())?.y ?? Infinity;
            expect(top, `where the first result of ${visit.name} starts`).toBeLessThan(page.viewportSize()?.height ?? 0);
          }
        });
      }
    });
  });
}
