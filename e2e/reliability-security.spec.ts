import { expect, test } from './support/fixtures';
import { takeCspViolations } from './support/csp';
import { MAIN_ORIGIN } from './support/origins';

// Issue #21: the build's security headers and policy, as vite preview serves them (the same
// file the static host gets). The policy's own checks are unit tests (scripts/security-policy.test.ts).
test.describe.configure({ timeout: 90_000 });

const PAGES = ['/', '/rent-motorhome', '/vehicles/12', '/vehicles/12/book', '/login', '/sign-up', '/bookings', '/de/wohnmobil-mieten'];

test('every page is served with the policy and the security headers, and carries the policy in its HTML', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self';");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['content-security-policy'], path).not.toMatch(/unsafe-eval|stripe/);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(await response.text(), path).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;;/);
  }
});

test('another site cannot frame the app', async ({ page }) => {
  await page.setContent(`<iframe title="framed" src="${MAIN_ORIGIN}/"></iframe>`);
  await expect.poll(() => takeCspViolations().some((v) => /frame-ancestors/.test(v.blocked + v.directive)), { timeout: 10_000 }).toBe(true);
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(await framed?.locator('#root').count()).toBe(0);
});

test('an injected inline script and a string run as code are refused, and the refusals are reported', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
  // A string given to setTimeout is compiled by the page itself (DevTools' own evaluation would
  // be exempt), so the policy's "no eval" applies to it.
  await page.evaluate(() => {
    (setTimeout as unknown as (code: string, ms: number) => number)('window.evaluated = true;', 0);
  });
  await page.waitForTimeout(200);
  const ran = await page.evaluate(() => ({ injected: (window as unknown as { injected?: boolean }).injected, evaluated: (window as unknown as { evaluated?: boolean }).evaluated }));
  expect(ran).toEqual({ injected: undefined, evaluated: undefined });
  const refused = takeCspViolations();
  expect(refused.some((v) => v.directive === 'script-src-elem' && v.blocked === 'inline')).toBe(true);
  expect(refused.some((v) => v.directive === 'script-src' && v.blocked === 'eval')).toBe(true);
});

test("the vehicle page's structured data is there and reads as JSON under the policy", async ({ page }) => {
  await page.goto('/vehicles/12');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  const data = page.locator('script[type="application/ld+json"]');
  // The vehicle and its breadcrumb (issue #27).
  await expect(data).toHaveCount(2);
  const parsed = JSON.parse((await data.first().textContent()) ?? '') as { '@context': string; '@type': string; name?: string };
  expect(parsed['@context']).toBe('https://schema.org');
  expect(parsed.name).toBeTruthy();
});

test('the search map draws with its worker under the policy', async ({ page }) => {
  await page.goto('/rent-motorhome');
  await expect(page.locator('main a[href*="/vehicles/"]').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  // The base map is parsed in the worker: its markers appear once the worker has answered. (No
  // axe check here: the map's price markers overlap and fail target-size, a known issue of the map.)
  await expect(page.locator('.maplibregl-marker').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1_000);
});
