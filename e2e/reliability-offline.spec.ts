import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

// Issue #21, offline: the service worker precaches the app shell and this build's chunks, so a
// page whose code was never loaded opens offline, and a reload offline shows the app with an
// offline notice instead of the browser's error page. API answers are never cached.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** The worker registers a few seconds after load and precaches the build; then it controls the page. */
async function installedServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
}

/**
 * Chromium 150's emulated offline does not reach a document loaded after it was set: the new
 * document's requests fail, but its `navigator.onLine` reads true, where a browser without a
 * network reads false from the start. Setting it again tells the document, as a lost connection
 * would (its `offline` event).
 */
async function offlineReachesNewDocument(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

test('offline, a page never opened before loads from the cache and the app says it is offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await installedServiceWorker(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  // The log-in page's code was never loaded: it comes from the precache.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  await offlineReachesNewDocument(context);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  // A reload offline is answered by the worker with the app shell, not the browser's error page.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
  await offlineReachesNewDocument(context);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  // Back online, the notice goes.
  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});

test('the API is never answered from the cache, and a new build takes over at once', async ({ page, context, request }) => {
  await page.goto('/');
  await installedServiceWorker(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api') || path.startsWith('/content-api'))).toEqual([]);

  await context.setOffline(true);
  const health = await page.evaluate(async () => {
    try {
      return (await fetch('/api/health.json')).status;
    } catch {
      return 'no answer';
    }
  });
  expect(health).toBe('no answer');
  await context.setOffline(false);

  // The worker activates as soon as it is installed, takes the open pages over and drops the
  // caches of older builds (Workbox's skipWaiting, clientsClaim, cleanupOutdatedCaches); a page
  // still running the old build then reloads once on its first missing chunk (002 §8).
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('self.skipWaiting()');
  expect(worker).toContain('self.clients.claim()');
  expect(worker).toContain('"-precache-"');
  expect(worker).toContain('denylist:[/^\\/api\\//,/^\\/content-api\\//]');
});
