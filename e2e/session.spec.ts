import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiLogin, restoreAs } from './support/session';

// Journeys of several pages with axe on each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Each test logs in on its own: it expires, revokes or impersonates that session, which must not
// reach the worker's stored ones.
/** Opens the profile page through the app's own menus: a client-side navigation, so the app's API client makes the call. */
async function openProfileThroughMenu(page: Page, isMobile: boolean, name: string) {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  else await page.getByRole('button', { name }).click();
  await page.getByRole('link', { name: 'My profile' }).click();
}

test.describe('session', () => {
  test('an expired token is refreshed silently and the request succeeds', async ({ page, context, request, isMobile }) => {
    const login = await apiLogin(request, 'renter@sandbox.test');
    await restoreAs(context, login);
    const me = (await (await request.get('/api/me', { headers: { Authorization: `Bearer ${login.token}` } })).json()) as { data: { firstName: string } };
    await page.goto('/');
    // The app restored the saved login: the header shows the renter.
    if (!isMobile) await expect(page.getByRole('button', { name: me.data.firstName })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The token lapses now (only this one: the other worker's sessions go on), so the menu's
    // navigation is the first request to meet it.
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/refresh') refreshes.push(r.url());
    });
    expect((await request.post('/api/__sandbox/sessions/expire', { data: { token: login.token } })).ok()).toBe(true);
    await openProfileThroughMenu(page, isMobile, me.data.firstName);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(me.data.firstName);
    expect(refreshes).toHaveLength(1);
    await expect(page).not.toHaveURL(/auth-status/);
    await expectNoAxeViolations(page);
  });

  test('a token the API no longer accepts logs the user out with the message', async ({ page, context, request, isMobile }) => {
    const login = await apiLogin(request, 'owner@sandbox.test');
    await restoreAs(context, login);
    const me = (await (await request.get('/api/me', { headers: { Authorization: `Bearer ${login.token}` } })).json()) as { data: { firstName: string } };
    // The app restores the saved login with GET /me: the token must be refused only after that,
    // else the restore itself (rightly) ends the session before the menu is opened.
    const restored = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me' && r.request().method() === 'GET');
    await page.goto('/');
    expect((await restored).ok()).toBe(true);
    // The home page's own calls (popular vehicles, their favourite hearts) come in later on a
    // phone; any of them would meet the refused token first. Let them finish, so the menu's
    // navigation is what meets it.
    await page.waitForLoadState('networkidle');
    // Signed in, as the header shows (on phones in the menu).
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    else await page.getByRole('button', { name: me.data.firstName }).click();
    const profileLink = page.getByRole('link', { name: 'My profile' });
    await expect(profileLink).toBeVisible();
    // Logging the token out elsewhere blacklists it.
    await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${login.token}` } });
    await profileLink.click();
    // The profile page loads, asks GET /me, the API refuses, the app logs out and opens the login page.
    await expect(page).toHaveURL(/auth-status=invalid-jwt/, { timeout: 20_000 });
    await expect(page.getByText('You have been automatically logged out. Please log in again.')).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'auth')?.value ?? '').toBe('');
    await expectNoAxeViolations(page);
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
