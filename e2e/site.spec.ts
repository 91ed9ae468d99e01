import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { MAIN_ORIGIN } from './support/origins';

// Spec 002 §2.2, §2.13, §4.6: site-wide banners and the scroll-to-top button, in English.
const OUTAGE = /We are having technical problems/;
const RENTER_CAMPAIGN = 'New to motorhome holidays?';
const RENTER_CAMPAIGN_COOKIE = 'campaign-banner-closed-renter-first-trip';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: MAIN_ORIGIN }]);
});

const campaignBanner = (page: Page) => page.getByRole('complementary', { name: RENTER_CAMPAIGN });

test.describe('outage banner', () => {
  test('warns in the header when /health.json is not ok', async ({ page }) => {
    // The sandbox's health is always ok; answer the check as an API in trouble would.
    await page.route('**/api/health.json', (route) => route.fulfill({ json: { status: 'degraded', message: null } }));
    await page.goto('/');
    const warning = page.getByRole('alert').filter({ hasText: OUTAGE });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('You can still browse vehicles');
    // Above the site header.
    const [warningBox, headerBox] = await Promise.all([warning.boundingBox(), page.getByRole('banner').boundingBox()]);
    expect(warningBox?.y ?? Infinity).toBeLessThan(headerBox?.y ?? -Infinity);
    await expectNoAxeViolations(page);
  });

  test('stays away when the sandbox says ok, and when the check fails', async ({ page }) => {
    const health = page.waitForResponse('**/api/health.json');
    await page.goto('/');
    expect(await (await health).json()).toMatchObject({ status: 'ok' });
    await expect(page.getByText(OUTAGE)).toHaveCount(0);

    await page.route('**/api/health.json', (route) => route.fulfill({ status: 503, json: { status: 503, slug: 'server_error', message: 'Down' } }));
    const failed = page.waitForResponse('**/api/health.json');
    await page.reload();
    await failed;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(OUTAGE)).toHaveCount(0);
  });
});

test.describe('renter campaign banner', () => {
  test('appears 2 seconds after the page loads', async ({ page }) => {
    // Time stands still until the test moves it, so "2 seconds" is exact.
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T10:01:00Z'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The banner's lazy chunk must be in before time moves: React reveals a resolved lazy part on a
    // timer of its own, which the paused clock would hold back if the chunk came in after the last move.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(1900);
    await expect(campaignBanner(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(campaignBanner(page)).toBeVisible();
    await expect(campaignBanner(page).getByRole('link', { name: /Read the guide to renting/ })).toHaveAttribute(
      'href',
      'https://help.campershare.eu/en/articles/how-renting-works',
    );
    // axe runs on timers of its own.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });

  test('can be closed, and stays closed after a reload', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/');
    const banner = campaignBanner(page);
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === RENTER_CAMPAIGN_COOKIE);
    expect(cookie?.value).toBe('1');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Well past the 2000 ms delay, on the page's clock.
    await page.clock.runFor(3000);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('scroll-to-top button', () => {
  // Beside the floating campaign banner, which sits differently on a phone.
  test('shows after 300 px and takes the page back to the top', PHONE, async ({ page }) => {
    await page.goto('/');
    // Wait for the floating campaign banner too: the button must stay usable beside it.
    await expect(campaignBanner(page)).toBeVisible({ timeout: 10_000 });
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);

    // Long enough to scroll on any viewport.
    await page.locator('main').evaluate((main) => (main.style.minHeight = '3000px'));
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('maintenance', () => {
  test('every page shows the maintenance page while /health.json says maintenance', async ({ page }) => {
    await page.route('**/api/health.json', (route) => route.fulfill({ json: { status: 'maintenance', message: null } }));
    for (const path of ['/', '/login', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});
