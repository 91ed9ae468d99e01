import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { MAIN_ORIGIN } from './support/origins';

// The home page's search box, popular vehicles and platform counters (issue 5 point 5; 000 §3, §9).
// Read-only against the shared sandbox: phone and desktop can run side by side.

test.describe.configure({ timeout: 90_000 });

interface Counters {
  roundedCount: number;
  averageScore: number;
  reviewCountRounded: number;
}

let counters: Counters;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: MAIN_ORIGIN });
  await api.get('/api/health.json', { timeout: 60_000 });
  const count = (await (await api.get('/api/assets/count')).json()) as { rounded_count: number };
  const stats = ((await (await api.get('/api/user-reviews/stats')).json()) as { data: { averageScore: number; reviewCountRounded: number } }).data;
  counters = { roundedCount: count.rounded_count, averageScore: stats.averageScore, reviewCountRounded: stats.reviewCountRounded };
  await api.dispose();
});

const formatted = (intl: string) => ({
  vehicles: `${new Intl.NumberFormat(intl).format(counters.roundedCount)}+`,
  average: new Intl.NumberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(counters.averageScore),
  reviews: `${new Intl.NumberFormat(intl).format(counters.reviewCountRounded)}+`,
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectCounters(page: Page, intl: string) {
  const expected = formatted(intl);
  await expect(page.getByText(expected.vehicles, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(new RegExp(`^${escape(expected.average)}\\b`))).toBeVisible();
  await expect(page.getByText(new RegExp(escape(expected.reviews)))).toBeVisible();
}

test('the search box leads to the search page of the chosen type with the place in the URL', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Search for a camper' });
  // The search box is a chunk loaded after the first paint.
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  await form.getByRole('combobox', { name: 'Where' }).fill('Stockh');
  await page.getByRole('option', { name: /Stockholm/ }).click();
  await form.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Campervan' });
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/rent-campervan\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('location')).toBe('59.3293,18.0686');
  expect(url.searchParams.get('placeDescription')).toBe('Stockholm');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the search box searches motorhomes by default, also in German', async ({ page }) => {
  await page.goto('/de');
  // German text is read only after translation: the form is found by its type select, the submit is its last button.
  const form = page.locator('form').filter({ has: page.locator('select') });
  await form.getByRole('button').last().click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/de\/wohnmobil-mieten$/);
  await expectNoAxeViolations(page);
});

test('the home page shows 3 popular vehicles', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 2, name: 'Popular vehicles' });
  await heading.scrollIntoViewIfNeeded();
  const list = page.getByRole('list', { name: 'Popular vehicles' });
  await expect(list.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  await expect(list.getByRole('link').first()).toHaveAttribute('href', /\/vehicles\/\d+$/);
  await expectNoAxeViolations(page);
});

test('the platform counters are formatted for English (en-GB) and German', async ({ page }) => {
  await page.goto('/');
  await expectCounters(page, 'en-GB');
  await expectNoAxeViolations(page);

  await page.goto('/de');
  await expectCounters(page, 'de-DE');
  await expectNoAxeViolations(page);
});
