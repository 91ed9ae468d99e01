import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';
import { apiSignUp, restoreAs, signUpQuietly, type DemoLogin } from './support/session';

// Vehicle cards and favourites (issue 5 points 2 and 4; 000 §2, §4, §9; 002 §4.9) on the sandbox API.
// Phone and desktop share one sandbox: every test that changes favourites does so for a fresh sign-up
// of its own; renter@sandbox.test is only read.

test.describe.configure({ timeout: 90_000 });

async function favouriteIds(request: APIRequestContext, tokens: Pick<DemoLogin, 'token'>): Promise<number[]> {
  const response = await request.get('/api/me/favorite-assets', { headers: { Authorization: `Bearer ${tokens.token}` } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { assetId: number }[] };
  return data.map((f) => f.assetId);
}

/** Two published vehicles to save: any will do, the user is fresh. */
async function someVehicleIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get('/api/assets?page[size]=2&sort=popularity');
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data.map((v) => v.id);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Your favourite vehicles' }).getByRole('article');

test.describe('favourites page', () => {
  // Phone and desktop differ: a new tab on large screens only.
  test('lists the renter’s favourites as cards that lead to the vehicle page', PHONE, async ({ page, signIn }, testInfo) => {
    await signIn('renter');
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const first = cards(page).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('button', { name: /^Remove .+ from favourites$/ })).toHaveAttribute('aria-pressed', 'true');
    const link = first.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/vehicles\/\d+$/);
    // 000 §2: a new tab on large screens (above 991 px) only.
    if (testInfo.project.name.includes('phone')) await expect(link).not.toHaveAttribute('target');
    else await expect(link).toHaveAttribute('target', '_blank');
    // The first 8 images are fetched at once (000 §9).
    await expect(first.locator('img')).toHaveAttribute('loading', 'eager');
    await expectNoAxeViolations(page);
  });

  test('shows the empty state to a user without favourites', async ({ page, context, request }) => {
    await signUpQuietly(context, request);
    await page.goto('/favorites');
    await expect(page.getByText('You have no favourites yet.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the heart removes and saves again; the saved message goes after 6 s', async ({ page, context, request }) => {
    const tokens = await apiSignUp(request);
    const ids = await someVehicleIds(request);
    for (const assetId of ids) {
      await request.post('/api/me/favorite-assets', { headers: { Authorization: `Bearer ${tokens.token}` }, data: { assetId } });
    }
    await restoreAs(context, tokens);
    await page.clock.install();
    await page.goto('/favorites');
    await expect(cards(page)).toHaveCount(ids.length);

    const heart = cards(page).first().getByRole('button', { name: /favourites$/ });
    // Each heart names its vehicle (issue #26): twenty alike would say nothing of which is which.
    const vehicle = await cards(page).first().getByRole('heading').getByRole('link').innerText();
    await expect(heart).toHaveAccessibleName(`Remove ${vehicle.replace(/\s*\(opens in a new tab\)$/, '')} from favourites`);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName(/^Save .+ to favourites$/);
    await expect.poll(() => favouriteIds(request, tokens)).toHaveLength(ids.length - 1);
    await expectNoAxeViolations(page);

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const saved = cards(page).first().getByText('Saved to favourites');
    await expect(saved).toBeVisible();
    await expect.poll(() => favouriteIds(request, tokens)).toHaveLength(ids.length);
    await page.clock.runFor(6_000);
    await expect(saved).toHaveCount(0);
  });
});

test.describe('favourite as a guest', () => {
  // Depends on a page with a vehicle grid for guests: the home page's popular vehicles.
  test('the heart asks to sign up; after signing up the vehicle is saved', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Popular vehicles' });
    const card = list.getByRole('article').first();
    await expect(card).toBeVisible();
    const name = await card.getByRole('heading').textContent();
    // Popularity may reorder the list once the favourite counts: find the card by its link again.
    const vehicleHref = await card.getByRole('link').first().getAttribute('href');
    await card.getByRole('button', { name: /^Save .+ to favourites$/ }).click();

    await expect(page).toHaveURL(/[?&]popup=sign-up/);
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await expect(dialog.getByLabel('First name')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('First name').fill('Åsa');
    await dialog.getByLabel('Last name').fill('Berg');
    await dialog.getByLabel('E-mail').fill(`e2e-favorites-guest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill('Fjallstuga2026');
    await dialog.getByLabel('Repeat password').fill('Fjallstuga2026');
    await dialog.getByRole('combobox', { name: 'Country of residence' }).selectOption('Sweden');
    await dialog.getByRole('checkbox', { name: 'I accept the user terms' }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();

    // 002 §4.2 rule 1: the favourite is added and the user stays on the page.
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    const savedCard = list.getByRole('article').filter({ has: page.locator(`a[href="${vehicleHref}"]`) }).first();
    await expect(savedCard.getByRole('button', { name: /^Remove .+ from favourites$/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expectNoAxeViolations(page);

    await page.goto('/favorites');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading')).toHaveText(name ?? '');
    await expectNoAxeViolations(page);
  });
});
