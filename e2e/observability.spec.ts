import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { CONSENT_COOKIE, expect, onBothSites, PHONE, PHONE_ONLY, test } from './support/fixtures';

// Issue #25 on the sandbox's stand-ins (openapi/sandbox/README.md, "Observability"): the error
// SDK's envelopes, the analytics and vitals beacons, and the flag service. Each test tags its
// browser (`sandbox-tag` cookie) and reads back only what it sent; flags are changed for its own
// browser only (`sandbox-flags` cookie), so parallel tests see the defaults.

/** A tag of this run's own: the sinks outlive a test run when the preview server is reused. */
const newTag = (kind: string) => `${kind}-${crypto.randomUUID()}`;
const tagBrowser = async (context: BrowserContext, tag: string) => context.addCookies(onBothSites('sandbox-tag', tag));
const flagBrowser = async (context: BrowserContext, flags: Record<string, boolean | string>) => context.addCookies(onBothSites('sandbox-flags', JSON.stringify(flags)));

interface Received {
  kind?: string;
  event?: Record<string, unknown> | string;
  name?: string;
  sequence?: number;
  properties?: Record<string, unknown>;
  [field: string]: unknown;
}

async function received(request: APIRequestContext, sink: 'errors' | 'analytics', tag: string): Promise<Received[]> {
  const response = await request.get(`/api/__sandbox/${sink}?tag=${tag}`);
  return ((await response.json()) as { data: Received[] }).data;
}

/** The SDKs load once the page has loaded and the browser is idle; Sentry marks its global carrier. */
const errorSdkLoaded = (page: Page) => page.waitForFunction(() => '__SENTRY__' in window, undefined, { timeout: 15_000 });

test.describe('error reporting', () => {
  test.use({ signedInAs: 'renter' });

  test('an error thrown in a page reaches the error sink with the route name, the user\'s id and role and no e-mail; an expired token does not', async ({ page, context, request }) => {
    const tag = newTag('errors');
    await tagBrowser(context, tag);
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await errorSdkLoaded(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw Object.assign(new Error('jwt_token_expired'), { slug: 'jwt_token_expired' });
      });
      setTimeout(() => {
        throw new Error('Could not show the favourites of renter@sandbox.test');
      }, 50);
    });

    await expect.poll(async () => (await received(request, 'errors', tag)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const events = (await received(request, 'errors', tag)).map((entry) => entry.event as Record<string, unknown>);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ transaction: 'favorites', tags: { route: 'favorites' }, user: { role: 'renter' } });
    expect((event?.['user'] as { id?: string }).id).toMatch(/^\d+$/);
    expect(JSON.stringify(event)).toContain('Could not show the favourites of [email]');
    expect(JSON.stringify(event)).not.toContain('sandbox.test');
    expect(JSON.stringify(events)).not.toContain('jwt_token_expired');
  });
});

test.describe('with the visitor\'s consent', () => {
  test.use({ cookieConsent: 'accepted' });

  test('a page load sends a web-vitals beacon with its LCP, filed under the route name, when the page is hidden', async ({ page, context, request }) => {
    const tag = newTag('vitals');
    await tagBrowser(context, tag);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await errorSdkLoaded(page);
    // An input finalises LCP, as a visitor's first tap does; leaving the page sends the beacon.
    await page.mouse.click(1, 1);
    await page.goto('about:blank');

    await expect.poll(async () => (await received(request, 'analytics', tag)).filter((entry) => entry.kind === 'vital').map((entry) => entry.name), { timeout: 15_000 }).toContain('LCP');
    const lcp = (await received(request, 'analytics', tag)).find((entry) => entry.kind === 'vital' && entry.name === 'LCP');
    expect(lcp).toMatchObject({ route: 'index', rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) });
    expect(lcp?.['value']).toBeGreaterThan(0);
  });
});

test.describe('funnel analytics', () => {
  // The banner is the test's: the fixtures neither answer it nor set a choice.
  test.use({ signedInAs: 'renter', cookieConsent: null });
  test.describe.configure({ timeout: 120_000 });

  test('the booking flow sends its events in order once the visitor accepts cookies, and none before', async ({ page, context, request, sandbox }) => {
    const tag = newTag('funnel');
    await tagBrowser(context, tag);
    const vehicle = await sandbox.claimVehicle({ bookingMethod: 'binding', subType: 'motorhome', renterEmail: 'renter@sandbox.test' });

    // Seen and started before any choice: nothing may be sent.
    await page.goto(`/vehicles/${vehicle.vehicleId}?from=${vehicle.fromDate}&to=${vehicle.toDate}`);
    const banner = page.getByRole('region', { name: 'Cookies and statistics' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.goto(`/vehicles/${vehicle.vehicleId}/book?from=${vehicle.fromDate}&to=${vehicle.toDate}`);
    await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible({ timeout: 15_000 });
    await errorSdkLoaded(page);
    expect(await received(request, 'analytics', tag)).toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await page.getByRole('radiogroup', { name: 'Are you going abroad?' }).getByRole('radio', { name: 'No' }).click();
    await page.getByLabel('Message to the owner').fill('Two adults on a tour of the coast.');
    await page.getByRole('checkbox', { name: /driving licence for at least 3 years/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customize your trip' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Insurance' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('table', { name: 'Price' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Pay later, after the owner accepts' }).click();
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await expect(page).toHaveURL(/\/book\/confirmation$/, { timeout: 30_000 });

    const names = async () =>
      (await received(request, 'analytics', tag))
        .filter((entry) => entry.kind === 'event')
        .sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0))
        .map((entry) => (entry.event === 'booking_step_completed' ? `${entry.event}:${String(entry.properties?.['step'])}` : String(entry.event)));
    await expect.poll(names, { timeout: 15_000 }).toContain('booking_request_sent');
    expect(await names()).toEqual(['booking_step_completed:about-you', 'booking_step_completed:customize', 'booking_step_completed:insurance', 'booking_request_sent']);
    const sent = (await received(request, 'analytics', tag)).find((entry) => entry.event === 'booking_request_sent');
    expect(sent?.properties).toMatchObject({ vehicleId: vehicle.vehicleId, nights: vehicle.nights, currency: expect.any(String), price: expect.any(Number) });
    expect(typeof sent?.['distinctId']).toBe('string');
  });
});

test.describe('the cookie banner', () => {
  test.use({ cookieConsent: null });

  test('on a phone it leaves the home page\'s Search button uncovered, and its choice is kept until "Cookie settings" asks again', PHONE_ONLY, async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies and statistics' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    const search = await page.getByRole('button', { name: 'Search', exact: true }).boundingBox();
    const card = await banner.boundingBox();
    expect(search && card && search.y + search.height <= card.y).toBe(true);
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Reject' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
  });

  // The server renders it for everyone; the page's first script shows it to whom it concerns. The
  // app's code is held back, so what is seen is the server's page before hydration.
  test('paints with a server-rendered page for a first-time visitor, and never for one who has chosen', async ({ browser, baseURL }) => {
    for (const chosen of [false, true]) {
      const context = await browser.newContext({ baseURL });
      if (chosen) await context.addCookies(onBothSites(CONSENT_COOKIE, 'accepted'));
      await context.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto('/de/versicherung');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const banner = page.getByRole('region', { name: 'Cookies und Statistik' });
      if (chosen) await expect(banner).toBeHidden();
      else await expect(banner).toBeVisible();
      await context.close();
    }
  });
});

test.describe('feature flags', () => {
  test('with the maintenance flag of the main site on, every page shows the maintenance page', PHONE, async ({ page, context }) => {
    await flagBrowser(context, { maintenanceMain: true });
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible({ timeout: 15_000 });
    }
    await expectNoAxeViolations(page);
  });

  test.describe('signed in as a renter', () => {
    test.use({ signedInAs: 'renter' });

    test('the bookings menu item shows with renterAccess on and not with it off', async ({ page, context }) => {
      const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
      await page.goto('/');
      await expect(mainMenu.getByRole('link', { name: /^Bookings/ })).toBeVisible({ timeout: 15_000 });
      await flagBrowser(context, { renterAccess: false });
      await page.reload();
      await expect(mainMenu.getByRole('link', { name: 'Rent', exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(mainMenu.getByRole('link', { name: /^Bookings/ })).toHaveCount(0);
    });
  });
});
