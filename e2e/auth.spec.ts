import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect as baseExpect, PHONE, test } from './support/fixtures';
import { MAIN_ORIGIN } from './support/origins';

// A login is several calls (log in, bookings or vehicles, then the page's chunk): give each
// journey room on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'Sandbox2026';
const INVALID_JWT_NOTICE = 'You have been automatically logged out. Please log in again.';

/**
 * Where a renter, an owner and the admin land after logging in through the form (002 §4.2), and
 * their logout through the header's menus (on a phone, the menu sheet). A destination whose page is
 * not built yet falls back to the home page, so each allows that too. Every account's destination
 * by the after-login rules is proven without a browser (`after-login-destination.test.ts`, and
 * `use-after-login.test.tsx` for the form's redirect): the form and the logout are the same for all.
 */
const ACCOUNTS = [
  // A confirmed and an active booking: "several open bookings" (rule 4).
  { email: 'renter@sandbox.test', firstName: 'Sara', lands: /\/(bookings)?$/ },
  // Active vehicles and renterAccess on (rule 7).
  { email: 'owner@sandbox.test', firstName: 'Erik', lands: /\/(owner\/dashboard)?$/ },
  { email: 'admin@sandbox.test', firstName: 'Anders', lands: /\/$/ },
] as const;

const RENTER = { id: 1, name: 'Sara Lindqvist' };

// No sandbox reset: the tests run in parallel on one server, and what they create (accounts
// with fresh addresses) changes nothing another test reads. The prompts after login and the
// onboarding modal are answered whenever they cover the page (the fixtures' handler).
test.beforeEach(async ({ context }) => {
  // English at the site root, whatever the browser's time zone says.
  await context.addCookies([{ name: 'locale', value: 'en', url: MAIN_ORIGIN }]);
});

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A signed-in user opening the login page (guard `guest`) is sent home. */
async function expectSignedIn(page: Page) {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
}

async function expectSignedOut(page: Page) {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
}

/** Logs out through the header: the profile menu (or the admin's menu), in the menu sheet on phones. */
async function logOut(page: Page, firstName: string, isMobile: boolean) {
  const header = page.getByRole('banner');
  if (isMobile) await header.getByRole('button', { name: 'Menu' }).click();
  const logout = page.getByRole('button', { name: 'Log out', exact: true });
  if (!isMobile && !(await logout.isVisible())) {
    await header.getByRole('button', { name: firstName, exact: true }).click();
    await page.getByRole('dialog', { name: 'Profile menu' }).getByRole('button', { name: 'Log out', exact: true }).click();
    return;
  }
  await logout.click();
}

test.describe('login page', () => {
  for (const account of ACCOUNTS) {
    // The header's menus, and on a phone the menu sheet.
    test(`${account.email} logs in, lands where the after-login rules say, and logs out`, PHONE, async ({ page, isMobile }) => {
      await page.goto('/login');
      await logIn(page, account.email);
      await expect(page).toHaveURL(account.lands);
      await expectSignedIn(page);
      await logOut(page, account.firstName, isMobile);
      await expectSignedOut(page);
    });
  }

  test('has no axe violations, and says next to each field what is missing', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Enter your password.');
    await expectNoAxeViolations(page);
  });

  test('a wrong password is explained, and what was typed stays', async ({ page }) => {
    await page.goto('/login');
    // An address nobody has: no real account collects failed attempts.
    const email = `nobody-${Date.now()}@sandbox.test`;
    await logIn(page, email, 'Wrong-password1');
    await expect(page.getByRole('alert')).toHaveText(/The e-mail address or password is not right/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Wrong-password1');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('after a logout for an invalid token it says why (002 §4.1)', async ({ page }) => {
    await page.goto('/login?auth-status=invalid-jwt');
    await expect(page.getByRole('status').filter({ hasText: INVALID_JWT_NOTICE })).toHaveText(INVALID_JWT_NOTICE);
    await expectNoAxeViolations(page);
  });

  test('the sign-up link goes to the sign-up page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  });
});

test.describe('login and sign-up popups', () => {
  test('?popup=login opens the login popup for guests; its links switch popups; closing removes the query', async ({ page }) => {
    await page.goto('/?popup=login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByLabel('E-mail')).toBeVisible();
    await expectNoAxeViolations(page);

    await login.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/\?popup=sign-up$/);
    const signUp = page.getByRole('dialog', { name: 'Create an account' });
    await expect(signUp.getByLabel('First name')).toBeVisible();
    await expectNoAxeViolations(page);

    await signUp.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('logs in inside the popup, which then gets out of the way', async ({ page }) => {
    await page.goto('/?popup=login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail').fill('swiss-renter@sandbox.test');
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
  });

  test('the home page shows the invalid-token notice in the popup', async ({ page }) => {
    await page.goto('/?popup=login&auth-status=invalid-jwt');
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByText(INVALID_JWT_NOTICE)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('sign-up page', () => {
  test('checks the form, then creates a renter account and signs it in', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Repeat password').fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Use at least 8 characters\.$/);
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('Åsa');
    await page.getByLabel('Last name').fill('Berg');
    await page.getByLabel('E-mail').fill(`asa-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Fjallstuga2026');
    await page.getByLabel('Repeat password').fill('Fjallstuga2026');
    await page.getByRole('combobox', { name: 'Country of residence' }).selectOption('Sweden');
    await page.getByRole('checkbox', { name: 'I accept the user terms' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
  });

  test('an owner’s e-mail cannot sign up as a renter (002 §2.8)', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Erik');
    await page.getByLabel('Last name').fill('Holm');
    await page.getByLabel('E-mail').fill('owner@sandbox.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByRole('combobox', { name: 'Country of residence' }).selectOption('Sweden');
    await page.getByRole('checkbox', { name: 'I accept the user terms' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'This e-mail address belongs to an owner account and cannot be used to sign up as a renter.',
    );
    await expect(page.getByLabel('First name')).toHaveValue('Erik');
    await expectNoAxeViolations(page);
  });
});

test.describe('social login', () => {
  test('a new Google account goes through the OAuth callback and finishes on the sign-up page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // The sandbox's provider sends the browser straight back with a code for a new account.
    await expect(page).toHaveURL(/\/sign-up\?onboarding=onb_\d+_google$/);
    await expect(page.getByText('Almost there: fill in your details to finish creating your account.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('Google');
    await page.getByLabel('Last name').fill('User');
    // A fresh address: google.user@ stays unregistered, so the provider's code always needs a sign-up.
    await page.getByLabel('E-mail').fill(`google-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Fjallstuga2026');
    await page.getByLabel('Repeat password').fill('Fjallstuga2026');
    await page.getByRole('combobox', { name: 'Country of residence' }).selectOption('Norway');
    await page.getByRole('checkbox', { name: 'I accept the user terms' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
  });

  test('the OAuth callback explains a cancelled login and offers to start again', async ({ page }) => {
    await page.goto('/oauth-callback?error=access_denied&provider=google');
    await expect(page.getByRole('alert')).toHaveText(/The login with Google was cancelled/);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('impersonation (002 §4.7)', () => {
  // The admin's session of the worker: impersonating and returning keep the admin's own login.
  test.use({ signedInAs: 'admin' });

  test('admin@ logs in as renter@ by ID, sees the banner, and returns to the admin account', async ({ page }) => {
    await page.goto('/login-as-user');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in as user' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByLabel('User ID')).toHaveAccessibleDescription('Enter the ID of the user to log in as.');

    await page.getByLabel('User ID').fill(String(RENTER.id));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText(`Logged in as ${RENTER.name}`);
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Log out and return to admin' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveURL(/\/login-as-user$/);
  });

  test('the admin site’s link starts impersonating on arrival', async ({ page }) => {
    await page.goto(`/login-as-user-from-admin/${RENTER.id}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText(`Logged in as ${RENTER.name}`);
  });

  test('the admin site’s link explains an ID that names nobody', async ({ page }) => {
    await page.goto('/login-as-user-from-admin/99999');
    await expect(page.getByRole('alert')).toHaveText(/No user has this ID/);
    await expect(page.getByRole('link', { name: 'Enter another user ID' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

});

test.describe('impersonation, as a renter', () => {
  test.use({ signedInAs: 'renter' });

  test('only admins reach the login-as-user page', async ({ page }) => {
    await page.goto('/login-as-user');
    await expect(page).toHaveURL(/\/$/);
  });
});
