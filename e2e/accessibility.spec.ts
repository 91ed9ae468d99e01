import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';
import { answerPromptsByApi } from './support/session';

// Beyond axe (issue #26): what a keyboard user sees and a screen-reader user hears. One keyboard-only
// booking at desktop width, the accessibility tree of the main pages in one test, and the phone's
// menu and scrolling in another.

test.describe.configure({ timeout: 120_000 });

/** Records what the live regions say: text that changes inside a region already on the page (as a screen reader hears it). */
async function listenToLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    const regionOf = (node: Node | null) =>
      (node instanceof Element ? node : node?.parentElement)?.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]');
    new MutationObserver((records) => {
      for (const record of records) {
        // A region inserted with its text is not announced: only changes inside one that was there.
        const region = regionOf(record.target);
        const text = region?.textContent?.replace(/\s+/g, ' ').trim();
        if (text && said.at(-1) !== text) said.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said);

async function expectSaid(page: Page, text: string | RegExp) {
  await expect.poll(() => said(page), { message: `a live region says ${String(text)}` }).toContainEqual(typeof text === 'string' ? text : expect.stringMatching(text));
}

/** The focused element is in view, below the sticky header, not covered by anything, and drawn with a focus indicator. */
async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { what: 'body' };
    const box = element.getBoundingClientRect();
    // What scrolls with the page must stay below the sticky header; what is pinned (the header itself, the skip link, a dialog) only in the window.
    let pinned = false;
    for (let node: Element | null = element; node && !pinned; node = node.parentElement) pinned = ['fixed', 'sticky'].includes(getComputedStyle(node).position);
    const header = document.querySelector('body header');
    const headerBottom = !pinned && header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
    const x = box.left + Math.min(box.width / 2, 8);
    const y = box.top + Math.min(box.height / 2, 8);
    const top = document.elementFromPoint(x, y);
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // The card's outline is drawn by its article (its link stretches over the card).
    const outlined = drawn(element) || Boolean(element.closest('article') && drawn(element.closest('article') as Element));
    return {
      what: `${element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}"`,
      inView: box.top >= headerBottom - 1 && box.bottom <= window.innerHeight + 1,
      uncovered: top !== null && (top === element || element.contains(top) || (top instanceof HTMLLabelElement && top.control === element)),
      outlined,
    };
  });
  expect(focus, `the focused element (${focus.what})`).toMatchObject({ inView: true, uncovered: true, outlined: true });
}

/** One of the elements `target` matches has focus (without waiting for it to exist). */
const isFocused = (target: Locator) => target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/** Tab (or Shift+Tab) until `target` has focus, checking every stop on the way is visible. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} did not get focus within ${max} presses`);
}

/** After a change of page, focus is on its heading and a polite status names the page. */
async function expectArrivedAt(page: Page, heading: string | RegExp) {
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading, { timeout: 20_000 });
  await expect(h1).toBeFocused();
  // Named by its own title: not the product's name a loading page has, nor none between two pages.
  await expect.poll(() => page.title()).not.toMatch(/^(Campershare)?$/);
  await expectSaid(page, await page.title());
  await expectFocusVisible(page);
}

/** Landmarks, one h1, and every control named (the browser's own accessibility tree, where hidden options and hearts count too). */
async function expectSoundTree(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[] };
  await cdp.detach();
  const controls = new Set(['button', 'link', 'textbox', 'combobox', 'checkbox', 'radio', 'switch', 'tab', 'option', 'MenuListOption', 'menuitem', 'slider', 'spinbutton', 'searchbox', 'ListBoxOption']);
  const unnamed = nodes.filter((node) => !node.ignored && controls.has(node.role?.value ?? '') && !node.name?.value?.trim()).map((node) => node.role?.value);
  expect(unnamed, `unnamed controls on ${page.url()}`).toEqual([]);
}

test.describe('with the keyboard alone', () => {
  test.use({ signedInAs: 'renter' });

  test('from the home page to the review step and back out, focus seen and placed after every change of page, the price and steps heard', async ({ page, sandbox, request, login }) => {
    const vehicle = await sandbox.claimVehicle({ bookingMethod: 'instant', subType: 'motorhome' });
    // The demo renter's prompts, answered before the first key: as the first test of a run, one
    // opened while the journey tabbed, and when it closed the focus was in the footer ("About us").
    await answerPromptsByApi(request, await login('renter'));
    await listenToLiveRegions(page);

    // Home → the search, by the header's menu.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The search box comes after the first paint (a chunk of its own): tabbing before it is in place
    // can leave focus on an element it replaces (focus fell to the body once in a full run).
    await expect(page.getByRole('form', { name: 'Search for a camper' })).toBeVisible({ timeout: 20_000 });
    const rent = page.getByRole('banner').getByRole('link', { name: 'Rent', exact: true });
    await tabTo(page, rent);
    await page.keyboard.press('Enter');
    // "Rent" leads to every vehicle. (This said /^Rent a /, which the home page's own heading matched
    // until the search came: it passed by its timing and failed once the home page rendered faster.)
    await expect(page).toHaveURL(/\/all-vehicles$/);
    await expectArrivedAt(page, 'All vehicles');
    // The next Tab goes on from the heading into the page, not back to the skip link.
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Skip to content' })).not.toBeFocused();
    await expect(page.getByRole('banner').locator(':focus')).toHaveCount(0);

    // The results open a vehicle in a new tab; this journey takes the vehicle it claimed, with free dates.
    await page.goto(`/vehicles/${vehicle.vehicleId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const calendar = page.getByRole('group', { name: 'Travel dates' });
    await calendar.scrollIntoViewIfNeeded();
    const next = calendar.getByRole('button', { name: /next month/i });
    await tabTo(page, next);
    // Into the month's days: the arrows move a day, Enter chooses.
    const day = calendar.getByRole('gridcell').getByRole('button');
    await tabTo(page, day, { max: 5 });
    const focusedDay = async () => (await page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'))) ?? '';
    const moveTo = async (date: string) => {
      for (let guard = 0; guard < 400 && (await focusedDay()) !== date; guard += 1) {
        await page.keyboard.press((await focusedDay()) < date ? 'ArrowRight' : 'ArrowLeft');
      }
      expect(await focusedDay()).toBe(date);
      await expectFocusVisible(page);
      await page.keyboard.press('Enter');
    };
    await moveTo(vehicle.fromDate);
    await moveTo(vehicle.toDate);
    // Point 1: the price for the chosen dates is heard.
    await expectSaid(page, new RegExp(`^Price for your dates: .+ for ${vehicle.nights} nights$`));

    await tabTo(page, page.getByRole('complementary', { name: 'Book this vehicle' }).getByRole('button', { name: 'Book now' }));
    await page.keyboard.press('Enter');

    // Each step: focus on its heading, its title heard, a sound tree.
    await expectArrivedAt(page, 'About you');
    await expectSoundTree(page);
    // Point 6: a refused Continue puts focus on the first answer missing.
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await expectFocusVisible(page);
    // The arrows move to the other answer; Space chooses it (Radix also checks on an arrow held down).
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await tabTo(page, page.getByLabel('Message to the owner'), { max: 5 });
    await page.keyboard.type('Two adults on a tour of the coast.');
    const licence = page.getByRole('checkbox', { name: /driving licence for at least 3 years/ });
    await tabTo(page, licence, { max: 5 });
    if (!(await licence.isChecked())) await page.keyboard.press('Space');
    await expect(licence).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expectArrivedAt(page, 'Customize your trip');
    await expectSoundTree(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expectArrivedAt(page, 'Insurance');
    await expectSoundTree(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expectArrivedAt(page, 'Review and pay');
    await expectSoundTree(page);
    await expectNoAxeViolations(page);

    // And back out: Back to the first step, then home by the logo.
    for (const heading of ['Insurance', 'Customize your trip', 'About you']) {
      await tabTo(page, page.getByRole('button', { name: 'Back', exact: true }));
      await page.keyboard.press('Enter');
      await expectArrivedAt(page, heading);
    }
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Campershare' }), { back: true });
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, /./);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the accessibility tree', () => {
  test.use({ signedInAs: 'renter' });

  test('of the main pages: landmarks, one h1, every control named, hearts and cards that name their vehicle, counts that are heard', async ({ page, sandbox }) => {
    const booking = await sandbox.booking({ scenario: 'confirmed', renterEmail: 'renter@sandbox.test' });
    await listenToLiveRegions(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSoundTree(page);

    // Results: twenty hearts each name their vehicle; a card reads its name first; no blank option.
    await page.goto('/rent-motorhome');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await expectSoundTree(page);
    const hearts = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        heart: article.querySelector('button[aria-pressed]')?.getAttribute('aria-label'),
        name: article.querySelector('h2 a, h3 a, h4 a')?.firstChild?.textContent,
      })),
    );
    expect(hearts.length).toBeGreaterThan(10);
    for (const { heart, name } of hearts) expect(heart).toBe(`Save ${name} to favourites`);
    const first = cards.first();
    const name = (await first.getByRole('heading').innerText()).replace(/\s*\(opens in a new tab\)$/, '');
    await expect(first.getByRole('button', { name: /favourites$/ })).toHaveAccessibleName(`Save ${name} to favourites`);
    expect((await first.innerText()).trim().startsWith(name), 'the card reads its name first').toBe(true);

    // The language switcher names each language in its own language.
    await page.getByRole('button', { name: /^Language/ }).click();
    const languages = page.locator('a[hreflang]');
    await expect(languages.first()).toBeVisible();
    expect(await languages.evaluateAll((links) => links.length > 5 && links.every((link) => link.querySelector('[lang]') !== null))).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto(`/vehicles/${booking.vehicleId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSoundTree(page);

    // The bookings list says how many bookings a filter leaves, not only that it loads.
    await page.goto('/bookings');
    await expect(page.getByRole('list', { name: 'Upcoming and under way' })).toBeVisible({ timeout: 30_000 });
    await expectSoundTree(page);
    await page.getByRole('switch', { name: 'Show cancelled and expired' }).click();
    await expect(page).toHaveURL(/canceled=1/);
    await expectSaid(page, /^\d+ bookings?$/);

    await page.goto(`/bookings/${booking.bookingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expectSoundTree(page);

    // The login page has the same landmarks as every other page.
    await page.context().clearCookies();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSoundTree(page);
  });
});

test('on a phone: the menu gives focus back to its button; nothing focused hides under the header or the bottom bar', PHONE_ONLY, async ({ page, sandbox }) => {
  const vehicle = await sandbox.claimVehicle({ subType: 'campervan' });
  await page.goto(`/vehicles/${vehicle.vehicleId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The walk starts from the page's first stop once the page has done what it does after load:
  // once in a full CI run the first Tab found no starting point and left focus on the body.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3_000 })));
  await page.getByRole('link', { name: 'Skip to content' }).focus();

  const menu = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  const close = sheet.getByRole('button', { name: 'Close' });
  if (!(await isFocused(close))) await tabTo(page, close);
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  await expect(menu).toBeFocused();

  // From the footer back up through the page: every stop clear of the sticky header and the booking bar.
  await page.getByRole('contentinfo').getByRole('link').last().focus();
  for (let press = 0; press < 80; press += 1) {
    await page.keyboard.press('Shift+Tab');
    // Up to the header: the whole page was passed.
    if (await page.evaluate(() => document.activeElement?.closest('header') !== null)) break;
    const stop = await page.evaluate(() => {
      const bar = document.querySelector('section[aria-label="Price and booking"]');
      const focused = document.activeElement as HTMLElement;
      const onBar = bar?.contains(focused) ?? false;
      const barTop = bar && !bar.hasAttribute('data-hidden') ? bar.getBoundingClientRect().top : window.innerHeight;
      return { onBar, bottom: focused.getBoundingClientRect().bottom, barTop };
    });
    if (stop.onBar) continue;
    await expectFocusVisible(page);
    expect(stop.bottom, 'above the booking bar').toBeLessThanOrEqual(stop.barTop + 1);
  }
});
