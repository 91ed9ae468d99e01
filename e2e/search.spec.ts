import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { layoutShiftOf, watchLayoutShifts } from './support/layout-shift';
import { MAIN_ORIGIN } from './support/origins';

// Vehicle search (000 §2–§5, §9; 002 §2.2; issue #5 points 1 and 7) on the sandbox API. The
// journeys only read, so the phone and desktop runs can share the sandbox. In German and
// Swedish they find controls by their form names, ids and links, not by translated text.

// Journeys of several pages with axe on each, on pages of 24 cards: more than 90 s on a busy machine.
test.describe.configure({ timeout: 150_000 });


const LOCALES = [
  { name: 'English', prefix: '', motorhome: 'rent-motorhome', campervan: 'rent-campervan', vehicle: 'vehicles' },
  { name: 'German', prefix: '/de', motorhome: 'wohnmobil-mieten', campervan: 'campervan-mieten', vehicle: 'fahrzeuge' },
  { name: 'Swedish', prefix: '/se', motorhome: 'hyr-husbil', campervan: 'hyr-campervan', vehicle: 'fordon' },
] as const;

const search = (page: Page) => new URL(page.url()).searchParams;
const results = (page: Page, vehicleSegment: string) => page.locator(`main a[href*="/${vehicleSegment}/"]`);

async function waitForResults(page: Page, vehicleSegment: string) {
  await expect(results(page, vehicleSegment).first()).toBeVisible({ timeout: 20_000 });
}

for (const locale of LOCALES) {
  // English walks sorting and filtering as two journeys with axe on each dialog; German and Swedish
  // walk the same in one, for their paths and form names (axe once: the same page, other words).
  const english = locale.prefix === '';
  // Once, at desktop width: the phone opens the search page with axe (pages-on-phone.spec.ts).
  test.describe(`search in ${locale.name}`, () => {
    test(english ? 'sorts, goes to page 2 and opens a vehicle in a new tab' : 'sorts, goes to page 2, opens a vehicle in a new tab, and filters by subtype, sleeps, pets and dates', async ({ page, context }) => {
      if (english) await watchLayoutShifts(page);
      await page.goto(`${locale.prefix}/${locale.motorhome}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForResults(page, locale.vehicle);
      await expectNoAxeViolations(page);

      // Sort: lowest price first, in the URL.
      await page.locator('select[name="sort"]').selectOption('price');
      await expect.poll(() => search(page).get('sort')).toBe('price');

      // Page 2 of 24 results per page, once the sorted cards are drawn (the list is no longer busy).
      // Taken with the keyboard: under load the result area still grew by ≈32 px after the mark
      // had cleared, between the mouse's press on the link and its release 100 ms later, and the
      // click went to the element now under the pointer (logged: mousedown on the link, mouseup and
      // click on a div). That late shift is recorded in docs/decisions.md (seventh session).
      const next = page.locator('a[rel="next"]');
      await expect(next).toHaveAttribute('href', /sort=price/);
      await expect(page.locator('main section [aria-busy="false"]')).toHaveCount(1);
      if (english) {
        // A jump to the page links (a visitor's End key) draws the cards near them, which were not
        // drawn off screen, and brings the footer's buttons: nothing there may move, or a press
        // on "Next page" is released on whatever took its place (the lost click of the sixth session).
        const before = await layoutShiftOf(page);
        await next.scrollIntoViewIfNeeded();
        await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
        expect((await layoutShiftOf(page)).moved.slice(before.moved.length), 'what moved after the jump').toEqual([]);
      }
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => search(page).get('page')).toBe('2');
      await expect(page.locator('a[aria-current="page"][href*="page=2"]')).toBeVisible();
      await waitForResults(page, locale.vehicle);
      if (english) await expectNoAxeViolations(page);

      // A vehicle opens in a new tab from the search results (000 §2), under the locale's vehicle path.
      const link = results(page, locale.vehicle).first();
      await expect(link).toHaveAttribute('href', new RegExp(`^${locale.prefix}/${locale.vehicle}/\\d+`));
      await expect(link).toHaveAttribute('target', '_blank');
      const [vehiclePage] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect.poll(() => new URL(vehiclePage.url()).pathname).toMatch(new RegExp(`^${locale.prefix}/${locale.vehicle}/\\d+$`));
      await vehiclePage.close();
      if (!english) await filterBySubtypeSleepsPetsAndDates(page, locale);
    });

    if (english) test('filters by subtype, sleeps, pets and dates', async ({ page }) => filterBySubtypeSleepsPetsAndDates(page, locale));
  });
}

/** From page 2 sorted by price: subtype, sleeps, pets and dates, each in the URL (axe on each dialog in English). */
async function filterBySubtypeSleepsPetsAndDates(page: Page, locale: (typeof LOCALES)[number]) {
  const english = locale.prefix === '';
  await page.goto(`${locale.prefix}/${locale.motorhome}?sort=price&page=2`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Subtype: the campervan page, with the sort kept and the page back to 1.
  await page.locator('select[name="subType"]').selectOption('campervan');
  await expect.poll(() => new URL(page.url()).pathname).toBe(`${locale.prefix}/${locale.campervan}`);
  expect(search(page).get('sort')).toBe('price');
  expect(search(page).get('page')).toBeNull();

  // Sleeps at least 2.
  await page.locator('select[name="sleepsAtLeast"]').selectOption('2');
  await expect.poll(() => search(page).get('sleepsAtLeast')).toBe('2');

  // Pets, in the additional-filters dialog.
  await page.locator('button[name="more-filters"]').click();
  const filters = page.getByRole('dialog');
  await filters.locator('#filter-petsAllowed').click();
  if (english) await expectNoAxeViolations(page);
  await filters.locator('button[type="submit"]').click();
  await expect(filters).toBeHidden();
  await expect.poll(() => search(page).get('petsAllowed')).toBe('1');

  // Dates two months ahead, a week long.
  await page.locator('button[name="availableBetween"]').click();
  const dates = page.getByRole('dialog');
  await dates.locator('.rdp-button_next').click();
  await dates.locator('.rdp-button_next').click();
  const days = dates.getByRole('grid').locator('button:not([disabled])');
  await days.nth(9).click();
  await days.nth(16).click();
  if (english) await expectNoAxeViolations(page);
  await dates.locator('button[type="submit"]').click();
  await expect(dates).toBeHidden();
  await expect.poll(() => search(page).get('availableBetween') ?? '').toMatch(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);

  expect(Object.fromEntries(search(page))).toMatchObject({ sort: 'price', sleepsAtLeast: '2', petsAllowed: '1' });
  // The answer for these filters: vehicles or the empty state, never the error.
  await expect(page.getByRole('heading', { level: 2 }).or(results(page, locale.vehicle)).first()).toBeVisible({ timeout: 20_000 });
  if (english) await expectNoAxeViolations(page);
}


test.describe('search in English', () => {
  test('chooses a place and a radius, shows counts per subtype, and clears filters', async ({ page }) => {
    await page.goto('/rent-motorhome');
    await expect(page.getByRole('heading', { level: 1, name: 'Rent a motorhome' })).toBeVisible();
    await expect(page).toHaveTitle('Rent a motorhome | Campershare');

    const where = page.getByRole('combobox', { name: 'Where' });
    await where.fill('stockh');
    await page.getByRole('option', { name: /Stockholm/ }).click();
    await expect.poll(() => search(page).get('placeDescription')).toBe('Stockholm');
    expect(search(page).get('location')).toBe('59.3293,18.0686');

    await page.getByRole('combobox', { name: 'Distance from the place' }).selectOption('200 km');
    await expect.poll(() => search(page).get('radius')).toBe('200');

    // Counts per subtype (meta.sub_type_total) on the tabs, which keep the filters.
    const tabs = page.getByRole('navigation', { name: 'Vehicle types' });
    await expect(tabs.getByRole('link', { name: /^Campervan \(\d+\)$/ })).toBeVisible();
    await expect(tabs.getByRole('link', { name: /^Campervan/ })).toHaveAttribute('href', /^\/rent-campervan\?.*placeDescription=Stockholm/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect.poll(() => page.url()).toBe(`${MAIN_ORIGIN}/rent-motorhome`);
    await expect(where).toHaveValue('');
  });

  test('replaces invalid filters by the defaults and drops unknown keys', async ({ page }) => {
    await page.goto('/all-vehicles?sleepsAtLeast=99&jacuzzi=1&availableBetween=2020-01-01,2020-01-05&petsAllowed=1');
    await expect(page.getByRole('heading', { level: 1, name: 'All vehicles' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).toBe('?petsAllowed=1');
    await expect(page.getByRole('button', { name: 'More filters (1)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
