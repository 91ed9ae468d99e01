import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';
import { GOOD_LAYOUT_SHIFT, layoutShiftOf, watchLayoutShifts } from './support/layout-shift';
import { MAIN_ORIGIN, SWISS_ORIGIN } from './support/origins';

// Issue #20 point 2 and the footer of point 4: CMS pages looked up by path and locale (002 §2.2,
// §2.11, §5), rendered on the server with their structured data. Rules (path cleaning, 404
// mapping, the sanitiser on hostile HTML) are unit tests; here the pages open in Chromium.

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string; mainEntity?: unknown[]; itemListElement?: unknown[] });

test('a German CMS page carries its FAQ and breadcrumb as structured data, and opens its answers', async ({ page }) => {
  const response = await page.goto('/de/versicherung');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Versicherung' })).toBeVisible();
  await expect(page).toHaveTitle('Versicherung | Campershare');
  const data = await jsonLd(page);
  const faq = data.find((item) => item['@type'] === 'FAQPage');
  expect(faq?.mainEntity).toHaveLength(2);
  expect(faq?.mainEntity?.[0]).toMatchObject({ '@type': 'Question', name: 'Wer kann ein Fahrzeug mieten?', acceptedAnswer: { '@type': 'Answer' } });
  expect(data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${MAIN_ORIGIN}/de` },
    { '@type': 'ListItem', position: 2, name: 'Versicherung', item: `${MAIN_ORIGIN}/de/versicherung` },
  ]);
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de');

  const faqSection = page.getByRole('region', { name: 'Häufige Fragen' });
  await faqSection.getByText('Wer kann ein Fahrzeug mieten?').click();
  await expect(faqSection.getByText(/Führerschein/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('any other path is a CMS page when the CMS has one (the footer left out), else the 404 page', async ({ page }) => {
  // The CMS's German rent-out page sits at a path no route has: the catch-all finds it.
  const response = await page.goto('/de/wohnmobil-vermieten');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Wohnmobil oder Wohnwagen vermieten' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // A byte-order mark in the address is stripped before the lookup (002 §5).
  await page.goto('/%EF%BB%BFabout-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

  // Within the app: the lookup's empty result is the 404 page, with the footer back.
  await page.goto('/about-us');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-cms-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a failed lookup says so and offers a retry that loads the page', async ({ page }) => {
  let failing = true;
  await page.route('**/api/pages?**', (route) => (failing ? route.fulfill({ status: 503, json: { status: 503, slug: 'server_error', message: 'Down' } }) : route.fallback()));
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await expect(page.getByRole('alert')).toContainText('The page could not be loaded');
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
});

// Every link of the footer opens a page, on both sites (partners are on the Swiss site only).
for (const origin of [MAIN_ORIGIN, SWISS_ORIGIN]) {
  test(`every footer link of ${new URL(origin).host} opens a page that is not the 404`, async ({ page, request }) => {
    await page.goto(`${origin}/`);
    const links = page.getByRole('contentinfo').locator('a[href^="/"]');
    const paths = [...new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')))];
    expect(paths.length).toBeGreaterThanOrEqual(10);
    for (const path of paths) {
      const answer = await request.get(origin + path);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).not.toMatch(/could not be found|wurde nicht gefunden/);
    }
    if (origin === SWISS_ORIGIN) expect(paths).toContain('/unsere-partner');
    else expect(paths).not.toContain('/our-partners');
  });
}

// The sitemap (002 §2.2): the app's own pages and the content service's sitemap, in the page's
// locale (the French Swiss site: every path under /fr). The path mapping is a unit test.
test('the sitemap lists the app’s pages and the content service’s pages, posts and taxonomies, each opening', async ({ page, request }) => {
  const response = await page.goto(`${SWISS_ORIGIN}/fr/plan-du-site`);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Pages principales' }).getByRole('link', { name: 'Mettez votre véhicule en location' })).toHaveAttribute('href', '/fr/louer-camping-car-caravane');
  for (const section of ['Pages principales', 'Informations', 'Magazine', 'Catégories du magazine', 'Étiquettes du magazine']) {
    const first = main.getByRole('region', { name: section, exact: true }).getByRole('link').first();
    const path = (await first.getAttribute('href')) ?? '';
    expect(path, section).toMatch(/^\/fr(\/|$)/);
    const answer = await request.get(SWISS_ORIGIN + path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).not.toMatch(/introuvable|could not be found/);
  }
  await expectNoAxeViolations(page);
});

// The pages of #20 on a phone, with axe and a good layout shift (as e2e/pages-on-phone.spec.ts does
// for the others; a test of their own, as the guest's there already opens 11 pages).
test('the content pages and the magazine on a phone have no axe violations and do not move as they load', PHONE_ONLY, async ({ page }) => {
  const visits = [
    { path: '/de/versicherung', heading: 'Versicherung' },
    { path: '/de/wohnmobil-vermieten', heading: 'Wohnmobil oder Wohnwagen vermieten' },
    { path: '/magazine', heading: 'Magazine' },
    { path: '/magazine/your-first-motorhome-trip-ten-tips', heading: 'Your first motorhome trip: ten tips' },
    { path: '/sitemap', heading: 'Sitemap' },
  ];
  await watchLayoutShifts(page);
  for (const visit of visits) {
    await test.step(visit.path, async () => {
      await page.goto(visit.path);
      await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
      await expectNoAxeViolations(page);
      const shift = await layoutShiftOf(page);
      expect(shift.total, `the layout shift of ${visit.path}:\n${shift.moved.join('\n')}`).toBeLessThan(GOOD_LAYOUT_SHIFT);
    });
  }
});
