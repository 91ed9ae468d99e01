import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { listedVehicles } from './support/looks';
import { MAIN_ORIGIN } from './support/origins';
import { apiLogin, restoreAs } from './support/session';

// Issue #23 points 9 and 11: the site looks real (photos, colours, titles) and its small
// promises hold (counts that add up, terms that can be read while signing up).

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: MAIN_ORIGIN }]);
});


test('every vehicle has photos of its own: distinct pictures without captions, interiors for the inside views', async ({ page, request }) => {
  await page.goto('/all-vehicles');
  const images = page.getByRole('region', { name: 'Search results' }).locator('img');
  await expect(images.first()).toBeVisible({ timeout: 20_000 });
  const sources = (await images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src))).slice(0, 6);
  expect(sources.length).toBeGreaterThanOrEqual(4);
  const pictures = await Promise.all(sources.map(async (src) => (await request.get(src)).text()));
  expect(new Set(pictures).size).toBe(pictures.length);
  for (const svg of pictures) expect(svg).not.toMatch(/<text/);

  // A vehicle's interior views are rooms, each its own.
  const vehicles = await listedVehicles(request, 60);
  const withInside = await Promise.all(
    vehicles.slice(0, 30).map(async (v) => ((await (await request.get(`/api/assets/${v.id}/images`)).json()) as { data: { viewType: string; sizes: { card: { url: string } } }[] }).data),
  );
  const inside = withInside.flat().filter((image) => ['kitchen', 'bathroom', 'sleeping_area', 'sitting_area', 'storage_area'].includes(image.viewType));
  expect(inside.length).toBeGreaterThan(3);
  const rooms = await Promise.all(inside.slice(0, 5).map(async (image) => (await request.get(image.sizes.card.url)).text()));
  expect(new Set(rooms).size).toBe(rooms.length);
  for (const svg of rooms) expect(svg).not.toMatch(/<text/);
  await expectNoAxeViolations(page);
});

test('each page has its own translated title', async ({ page, context, request, sandbox }) => {
  // A vehicle of its own, so its free dates stay free while the flow's pages open.
  const claimed = await sandbox.claimVehicle({});
  const vehicle = { id: claimed.vehicleId };
  const range = { fromDate: claimed.fromDate, toDate: claimed.toDate };
  const titles = new Map<string, string>();
  const visit = async (path: string, heading?: RegExp) => {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => page.title(), { timeout: 20_000 }).toMatch(/\S \| Campershare$/);
    titles.set(path, await page.title());
  };
  await visit('/');
  await visit('/all-vehicles');
  await visit('/rent-motorhome');
  await visit(`/vehicles/${vehicle.id}`);
  await visit(`/vehicles/${vehicle.id}/book?from=${range.fromDate}&to=${range.toDate}`);
  await visit('/login');
  await visit('/sign-up');
  await visit('/forgot-password');
  await restoreAs(context, await apiLogin(request, 'renter@sandbox.test'));
  for (const path of ['/bookings', '/favorites', '/account', '/profile', '/getting-started']) await visit(path);
  await expectNoAxeViolations(page);

  expect([...titles.values()].filter((title) => /Camperhire/.test(title))).toEqual([]);
  // Different pages, different titles (the vehicle's name, the flow's step, …).
  expect(new Set(titles.values()).size).toBe(titles.size);

  // Translated: the same pages in German.
  await page.goto('/de/konto');
  await expect.poll(() => page.title()).toMatch(/\| Campershare$/);
  expect(await page.title()).not.toBe(titles.get('/account'));
  await page.goto(`/de/fahrzeuge/${vehicle.id}/buchen?from=${range.fromDate}&to=${range.toDate}`);
  // The dates came with the link: the flow opens at "About you", titled by its step and the vehicle.
  await expect.poll(() => page.title()).toMatch(/^Über dich · .+ buchen \| Campershare$/);
});

/** Chromium's own blues, and the kit's old focus ring: none may be painted anywhere. */
const DEFAULT_BLUES = ['rgb(0, 0, 255)', 'rgb(0, 0, 238)', 'rgb(0, 117, 255)', 'rgb(11, 99, 196)', 'rgb(16, 16, 16)', 'rgb(240, 240, 255)'];

async function bluesOnPage(page: Page): Promise<string[]> {
  return page.evaluate((blues) => {
    const found: string[] = [];
    const isShown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
    };
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (!isShown(element)) continue;
      const style = getComputedStyle(element);
      const painted = [style.color, style.backgroundColor, style.borderTopColor, style.fill];
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) painted.push(style.outlineColor);
      for (const colour of painted) if (blues.includes(colour)) found.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}: ${colour}`);
    }
    if (getComputedStyle(document.documentElement).accentColor === 'auto') found.push('html: accent-color auto (native checkboxes are blue)');
    return found;
  }, DEFAULT_BLUES);
}

test('no browser-default blue: chosen dates, links and the focus ring take the theme’s colours', async ({ page, sandbox }) => {
  const claimed = await sandbox.claimVehicle({});
  const vehicle = { id: claimed.vehicleId };
  const range = { fromDate: claimed.fromDate, toDate: claimed.toDate };
  await page.goto(`/vehicles/${vehicle.id}?from=${range.fromDate}&to=${range.toDate}`);
  const dates = page.getByRole('group', { name: 'Travel dates' });
  await dates.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: /selected/i }).first()).toBeVisible({ timeout: 20_000 });
  expect(await bluesOnPage(page)).toEqual([]);

  // The focus ring, on a link and a day of the calendar.
  await page.getByRole('button', { name: /selected/i }).first().focus();
  await page.keyboard.press('ArrowRight');
  expect(await bluesOnPage(page)).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link').first().focus();
  expect(await bluesOnPage(page)).toEqual([]);

  // The search's date picker too.
  await page.goto('/rent-motorhome');
  const anyDates = page.getByRole('button', { name: 'Any dates' }).first();
  const grid = page.getByRole('grid').first();
  // The filters are a lazy part of the server-rendered page: on a loaded host a press could land
  // before they had hydrated (a clean-clone run); the colours, not that moment, are this test's.
  await expect(async () => {
    if (!(await grid.isVisible())) await anyDates.click();
    await expect(grid).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(await bluesOnPage(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('"vehicles found" counts the same vehicles as the subtype tabs', async ({ page }) => {
  await page.goto('/all-vehicles');
  const found = page.getByText(/^[\d,]+ vehicles found$/);
  await expect(found).toBeVisible({ timeout: 20_000 });
  const total = Number((await found.textContent())?.replace(/\D/g, ''));
  const tabs = page.getByRole('navigation', { name: 'Vehicle types' }).getByRole('link');
  await expect(tabs.last()).toHaveText(/\(\d+\)$/, { timeout: 20_000 });
  const counts = (await tabs.allTextContents()).map((text) => Number(/\(([\d,]+)\)$/.exec(text)?.[1]?.replace(/\D/g, '')));
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
  await expect(tabs.filter({ hasText: 'Other camper' })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the terms beside the sign-up checkbox can be read without losing the form', PHONE, async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Åsa');
  await page.getByLabel('E-mail').fill('asa.looks@example.com');
  await page.getByRole('button', { name: 'Read the user terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'User terms' });
  await expect(dialog.getByRole('heading', { name: /About the service/ })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Back to the form' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('First name')).toHaveValue('Åsa');
  await expect(page.getByLabel('E-mail')).toHaveValue('asa.looks@example.com');
});
