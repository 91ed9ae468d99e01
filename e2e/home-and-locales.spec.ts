import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { translation } from './support/catalog';
import { MAIN_ORIGIN, SWISS_ORIGIN } from './support/origins';

const HERO = 'Rent a motorhome, campervan or caravan from a local owner';

const MAIN_SITE = [
  { prefix: '', locale: 'en', lang: 'en' },
  { prefix: '/at', locale: 'de-AT', lang: 'de-AT' },
  { prefix: '/de', locale: 'de', lang: 'de' },
  { prefix: '/dk', locale: 'da-DK', lang: 'da-DK' },
  { prefix: '/fi', locale: 'fi-FI', lang: 'fi-FI' },
  { prefix: '/fi-sv', locale: 'sv-FI', lang: 'sv-FI' },
  { prefix: '/no', locale: 'nb-NO', lang: 'nb-NO' },
  { prefix: '/se', locale: 'sv-SE', lang: 'sv-SE' },
] as const;



test('the home page under every prefix of the main site is in its locale', async ({ page, context }) => {
  // Eight pages, each opened, hydrated and checked with axe: more than one journey's time.
  test.setTimeout(120_000);
  for (const { prefix, locale, lang } of MAIN_SITE) {
    await test.step(`${prefix || '/'} shows the ${locale} home page`, async () => {
      await context.addCookies([{ name: 'locale', value: locale, url: MAIN_ORIGIN }]);
      await page.goto(prefix || '/');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(translation(locale, HERO));
      if (locale !== 'en') expect(translation(locale, HERO)).not.toBe(HERO);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('Swiss site chosen by host', () => {
  test('serves de-CH at its root and fr-CH under /fr', async ({ page }) => {
    const origin = SWISS_ORIGIN;
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('de-CH', HERO));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    await expectNoAxeViolations(page);
    await page.goto(`${origin}/fr`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('fr-CH', HERO));
    await expectNoAxeViolations(page);
  });
});

async function openLanguages(page: Page, isMobile: boolean, locale: string) {
  if (isMobile) {
    await page.getByRole('button', { name: translation(locale, 'Menu') }).click();
    return page.getByRole('dialog');
  }
  await page.getByRole('button', { name: new RegExp(`^${translation(locale, 'Language')} `) }).click();
  return page.getByRole('dialog');
}

test.describe('language switcher', () => {
  // The menu sheet on a phone, the language popup on a desktop.
  test('keeps the page and remembers the choice in the locale cookie', PHONE, async ({ page, context, isMobile }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: MAIN_ORIGIN }]);
    await page.goto('/?ref=newsletter');
    const menu = await openLanguages(page, isMobile, 'en');
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Svenska (Sverige)' }).click();
    await expect(page).toHaveURL(/\/se\?ref=newsletter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('sv-SE', HERO));
    const cookies = await context.cookies();
    const cookie = cookies.find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('sv-SE');
    // 365 days, give or take the seconds the test took.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  test('opens a full URL for a locale on the Swiss domain', async ({ page, context, isMobile }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: MAIN_ORIGIN }]);
    await page.goto('/');
    const menu = await openLanguages(page, isMobile, 'en');
    const swiss = menu.getByRole('link', { name: 'Français (Suisse)' });
    await expect(swiss).toHaveAttribute('href', `${SWISS_ORIGIN}/fr`);
    await swiss.click();
    await expect(page).toHaveURL(`${SWISS_ORIGIN}/fr`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('fr-CH', HERO));
  });
});

test.describe('default locale', () => {
  test.use({ timezoneId: 'Europe/Helsinki' });

  test('comes from the time-zone country when there is no cookie', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('fi-FI', HERO));
  });

  test('follows the locale cookie over the time zone', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'da-DK', url: MAIN_ORIGIN }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dk$/);
  });
});

test.describe('errors', () => {
  test('an unknown page shows the 404 page in the layout', async ({ page }) => {
    await page.goto('/no/finnes-ikke');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('nb-NO', 'This page could not be found'));
    await expect(page.getByRole('link', { name: translation('nb-NO', 'Go to the home page') })).toHaveAttribute('href', '/no');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('malformed cookies (a locale that is not percent-encoding, an auth cookie that is not JSON) still open home as a guest', async ({ page, context }) => {
    await context.addCookies([
      { name: 'locale', value: '%', url: MAIN_ORIGIN },
      { name: 'auth', value: 'not-json', url: MAIN_ORIGIN },
    ]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
    await expect(page.getByRole('heading', { name: 'Something went wrong on our side' })).toHaveCount(0);
    // The page it showed is remembered in place of the unreadable value.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
    await expectNoAxeViolations(page);
  });
});

test.describe('scrolling', () => {
  test('goes to the top on navigation and back to where it was on back', PHONE, async ({ page, context, isMobile }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: MAIN_ORIGIN }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const before = await page.evaluate(() => window.scrollY);
    const menu = await openLanguages(page, isMobile, 'en');
    await menu.getByRole('link', { name: 'Dansk' }).click();
    await expect(page).toHaveURL(/\/dk$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(`${MAIN_ORIGIN}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });
});
