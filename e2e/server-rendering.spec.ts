import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MAIN_ORIGIN, SWISS_ORIGIN } from './support/origins';

// Issue #27: the public pages arrive as HTML. What a search engine or a link preview reads is
// checked with JavaScript off; the hydration, the statuses and the cache headers apart.

interface PublicPage {
  kind: string;
  url: string;
  heading: RegExp;
  title: RegExp;
  lang: string;
}

const VEHICLE_ID = 7;
// The seed's owner of vehicle 7 (Ingrid, a top owner with vehicles and reviews).
const OWNER_ID = 3;

// Each route kind, in English and German on the main site and French on the Swiss site.
const PAGES: PublicPage[] = [
  { kind: 'home', url: `${MAIN_ORIGIN}/`, heading: /^Rent a motorhome, campervan or caravan/, title: /^Rent a motorhome, campervan or caravan \| Campershare$/, lang: 'en' },
  { kind: 'home', url: `${MAIN_ORIGIN}/de`, heading: /^Miete ein Wohnmobil/, title: /\| Campershare$/, lang: 'de' },
  { kind: 'home', url: `${SWISS_ORIGIN}/fr`, heading: /./, title: /\| Campershare$/, lang: 'fr-CH' },
  { kind: 'subtype search', url: `${MAIN_ORIGIN}/rent-motorhome`, heading: /^Rent a motorhome$/, title: /^Rent a motorhome \| Campershare$/, lang: 'en' },
  { kind: 'subtype search', url: `${MAIN_ORIGIN}/de/wohnmobil-mieten`, heading: /^Wohnmobil mieten$/, title: /\| Campershare$/, lang: 'de' },
  { kind: 'all vehicles', url: `${SWISS_ORIGIN}/fr/tous-les-vehicules`, heading: /./, title: /\| Campershare$/, lang: 'fr-CH' },
  { kind: 'country search', url: `${MAIN_ORIGIN}/rent-motorhome/se`, heading: /^Motorhomes for rent in Sweden$/, title: /\| Campershare$/, lang: 'en' },
  { kind: 'brand search', url: `${MAIN_ORIGIN}/de/marken/adria`, heading: /Adria/, title: /\| Campershare$/, lang: 'de' },
  { kind: 'vehicle', url: `${MAIN_ORIGIN}/vehicles/${VEHICLE_ID}`, heading: /./, title: / for rent .*\| Campershare$/, lang: 'en' },
  { kind: 'vehicle', url: `${MAIN_ORIGIN}/de/fahrzeuge/${VEHICLE_ID}`, heading: /./, title: /\| Campershare$/, lang: 'de' },
  { kind: 'vehicle', url: `${SWISS_ORIGIN}/fr/vehicules/${VEHICLE_ID}`, heading: /./, title: /\| Campershare$/, lang: 'fr-CH' },
  { kind: 'owner profile', url: `${MAIN_ORIGIN}/owner/${OWNER_ID}`, heading: /^Ingrid$/, title: /^Ingrid, owner \| Campershare$/, lang: 'en' },
  { kind: 'owner profile', url: `${SWISS_ORIGIN}/fr/proprietaire/${OWNER_ID}`, heading: /^Ingrid$/, title: /\| Campershare$/, lang: 'fr-CH' },
];

const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => (JSON.parse(text) as { '@type': unknown })['@type']);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { kind, url, heading, title, lang } of PAGES) {
    test(`the ${kind} page ${new URL(url).host}${new URL(url).pathname} is in the server's HTML`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main')).not.toBeEmpty();
      // The canonical address is the page's own; an alternate per locale, on its site, and a default.
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(11);
      await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', url);
      await expect(page.locator('head link[rel="alternate"][hreflang="de-CH"]')).toHaveAttribute('href', new RegExp(`^${SWISS_ORIGIN}/`));
      if (kind === 'vehicle') {
        expect(await jsonLdTypes(page)).toEqual([['Product', 'Vehicle'], 'BreadcrumbList']);
        await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /\/images\//);
        await expect(page.locator('head meta[property="product:price:amount"]')).toHaveAttribute('content', /^\d+\.\d{2}$/);
        await expect(page.locator('head link[rel="preload"][as="image"]').first()).toBeAttached();
      }
      if (kind.endsWith('search')) await expect(page.getByRole('article').first()).toBeVisible();
      if (kind === 'owner profile') {
        // A link to the profile shows a preview of it; the owner's vehicles and reviews are in the HTML.
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /Ingrid/);
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
        await expect(page.getByRole('main').getByRole('region').last().getByRole('listitem').first()).toBeVisible();
      }
    });
  }

  test('a shared link to an owner or an article shows its preview from the server\'s HTML', async ({ page }) => {
    // Link previews are read without JavaScript; the vehicle page's are checked with the pages above.
    const meta = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
    const previews = [
      { url: `${MAIN_ORIGIN}/owner/${OWNER_ID}`, type: 'profile', title: 'Ingrid, owner | Campershare', image: /\/avatars\//, card: 'summary' },
      { url: `${MAIN_ORIGIN}/magazine/winter-camping-without-freezing`, type: 'article', title: 'Winter camping without freezing', image: /\/magazine\//, card: 'summary_large_image' },
    ];
    for (const { url, type, title, image, card } of previews) {
      await page.goto(url);
      await expect(meta('og:type')).toHaveAttribute('content', type);
      await expect(meta('og:title')).toHaveAttribute('content', title);
      await expect(meta('og:url')).toHaveAttribute('content', url);
      await expect(meta('og:description')).toHaveAttribute('content', /\w/);
      await expect(meta('og:image')).toHaveAttribute('content', new RegExp(`^http.*${image.source}`));
      await expect(meta('twitter:card')).toHaveAttribute('content', card);
    }
    await expect(meta('article:published_time')).toHaveAttribute('content', /^\d{4}-\d{2}-\d{2}T/);
  });
});

test('pages answer with the status the spec gives, and a CDN may keep only what is not personal', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
  const vehicle = await request.get(`/vehicles/${VEHICLE_ID}`);
  expect(vehicle.headers()['cache-control']).toContain('s-maxage=60');
  expect(vehicle.headers()['server-timing']).toMatch(/^render;dur=\d/);
  // An idle socket outlives a client's: one a client reuses is never closed under it.
  expect(home.headers()['keep-alive']).toBe('timeout=75');

  for (const missing of ['/vehicles/99999999', '/owner/99999999', '/no-such-page', '/de/keine-solche-seite']) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(await response.text()).toContain('<h1');
  }

  // A signed-in page is the shell: nothing rendered, no data, whatever cookie comes with it.
  const bookings = await request.get('/bookings', { headers: { cookie: 'auth=%7B%22token%22%3A%22t%22%7D' } });
  expect(bookings.status()).toBe(200);
  expect(bookings.headers()['cache-control']).toBe('no-cache');
  const shell = await bookings.text();
  expect(shell).toContain('<div id="root"></div>');
  expect(shell).not.toContain('server-data');

  // Maintenance (the site's flag, as the sandbox's per-browser override sets it): 503, never cached.
  const flags = encodeURIComponent(JSON.stringify({ maintenanceMain: true }));
  const maintenance = await request.get('/rent-motorhome', { headers: { cookie: `sandbox-flags=${flags}` } });
  expect(maintenance.status()).toBe(503);
  expect(maintenance.headers()['cache-control']).toBe('no-store');
  expect(await maintenance.text()).toContain('Down for maintenance');
});

test('the browser hydrates the server pages without a warning and without asking again for their data', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The test configuration blocks the offline service worker, and the browser says so.
    if (/Service Worker registration blocked by Playwright/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === `/api/assets/${VEHICLE_ID}` || (pathname === '/api/assets' && !search.includes('popularity')) || pathname === '/api/pages' || pathname.startsWith(`/api/users/${OWNER_ID}/`)) asked.push(pathname + search);
  });
  // With the pages of #20: a named CMS page, one the catch-all finds, and the rent-out landing.
  for (const path of ['/', '/rent-motorhome', `/vehicles/${VEHICLE_ID}`, '/de/wohnmobil-mieten', '/de/versicherung', '/de/wohnmobil-vermieten', '/rent-out-motorhome-caravan', `/owner/${OWNER_ID}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
  expect(asked).toEqual([]);
});

test('a vehicle page hydrates with its numbers and country name as the server wrote them: the browser makes no formatter for them', async ({ page }) => {
  // The first number or name formatter of a page costs a phone a long task while it hydrates.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const kind of ['NumberFormat', 'DisplayNames'] as const) {
      const Original = Intl[kind];
      const Counted = new Proxy(Original, {
        construct(target, args: unknown[]) {
          made.push(`${kind} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args) as object;
        },
      });
      Object.defineProperty(Intl, kind, { value: Counted, configurable: true, writable: true });
    }
  });
  // The vehicle page shows measures, prices and its country; a search page's cards use the message
  // catalog's plurals ("Sleeps 4"), whose number formatter is the catalog library's own.
  for (const url of [`${MAIN_ORIGIN}/vehicles/${VEHICLE_ID}`, `${MAIN_ORIGIN}/de/fahrzeuge/${VEHICLE_ID}`, `${SWISS_ORIGIN}/fr/vehicules/${VEHICLE_ID}`]) {
    await page.goto(url);
    await expect(page.locator('html[data-started]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), url).toEqual([]);
  }
});

test('a server page is painted before the app is asked for, and the app then starts on it', async ({ page }) => {
  for (const path of ['/', '/rent-motorhome', `/vehicles/${VEHICLE_ID}`]) {
    await page.goto(path);
    await expect(page.locator('html[data-started]')).toBeAttached();
    const { paint, appAsked } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      appAsked: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
    }));
    expect(appAsked, `${path}: the app's script is asked for after the first contentful paint (${paint} ms)`).toBeGreaterThanOrEqual(paint);
  }
});
