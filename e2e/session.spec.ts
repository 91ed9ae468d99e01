import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, restoreAs } from './support/session';

/** Opens the profile page through the app's own menus: a client-side navigation, so the app's API client makes the call. */
async function openProfileThroughMenu(page: Page, isMobile: boolean, name: string) {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  else await page.getByRole('button', { name }).click();
  await page.getByRole('link', { name: 'My profile' }).click();
}

test.describe('session', () => {
  test('an expired token is refreshed once, silently, and the request succeeds', async ({ page, context, request, isMobile }) => {
    const login = await apiLogin(request, 'renter@sandbox.test');
    await restoreAs(context, login);
    await page.goto('/');
    const me = (await (await request.get('/api/me', { headers: { Authorization: `Bearer ${login.token}` } })).json()) as { data: { firstName: string } };
    // The app restored the saved login: the header shows the renter.
    if (!isMobile) await expect(page.getByRole('button', { name: me.data.firstName })).toBeVisible();

    await request.post('/api/__sandbox/settings', { data: { accessTokenTtlSeconds: 2 } });
    try {
      const fresh = await apiLogin(request, 'renter@sandbox.test');
      await restoreAs(context, fresh);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const refreshes: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/auth/refresh')) refreshes.push(r.url());
      });
      await page.waitForTimeout(2500);
      await openProfileThroughMenu(page, isMobile, me.data.firstName);
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(me.data.firstName);
      expect(refreshes).toHaveLength(1);
      await expectNoAxeViolations(page);
    } finally {
      await request.post('/api/__sandbox/settings', { data: { accessTokenTtlSeconds: 3600 } });
    }
  });

  test('while impersonating, every request carries the impersonation headers', async ({ page, context, request }) => {
    const admin = await apiLogin(request, 'admin@sandbox.test');
    const renter = await apiLogin(request, 'renter@sandbox.test');
    await restoreAs(context, admin);
    await page.goto('/login-as-user');
    await page.getByRole('textbox', { name: 'User ID' }).fill(String(renter.userId));
    const impersonated = page.waitForRequest(
      (r) => r.url().includes('/api/me/status') && r.headers()['x-impersonating'] === 'true' && r.headers()['x-admin-id'] === String(admin.userId),
    );
    await page.getByRole('button', { name: 'Apply' }).click();
    await impersonated;
    await expectNoAxeViolations(page);
  });
});
