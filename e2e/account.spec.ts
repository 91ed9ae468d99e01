import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { MAIN_ORIGIN } from './support/origins';
import { apiLogin, apiSignUp, DEMO_PASSWORD, restoreAs, signUpQuietly } from './support/session';

// Account and profile screens (spec 002 §2.2, §2.6, §4.1, §4.11, §5) on the sandbox API.
// Tests that change an account use a fresh sign-up of their own: the phone and desktop runs
// share one sandbox, and a changed password or a deleted account must not reach another test.

// Journeys of several pages with axe on each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const NEW_PASSWORD = 'Camper2026';

/** The sandbox mails nothing: its outbox lists the codes it would have sent. */
async function mailedCode(request: APIRequestContext, email: string, purpose: 'password_reset' | 'email_verification'): Promise<string> {
  const response = await request.get(`/api/__sandbox/outbox?email=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: { purpose: string; code: string; usedAt: string | null }[] };
  const mail = data.find((m) => m.purpose === purpose && m.usedAt === null);
  if (!mail) throw new Error(`No ${purpose} mail for ${email}`);
  return mail.code;
}

async function authCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'auth')?.value || undefined;
}

test.describe('forgotten password', () => {
  test('mails a reset link, sets the new password with its code, and the new password logs in', async ({ page, request }) => {
    const { email } = await apiSignUp(request);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox.' })).toContainText(`If there is an account for ${email}`);
    await expectNoAxeViolations(page);

    const code = await mailedCode(request, email, 'password_reset');
    await page.goto(`/reset-password/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('camper');
    await page.getByLabel('Repeat the new password').fill('camper');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Use at least 8 characters\./);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(`${NEW_PASSWORD}!`);
    await expect(page.getByLabel('Repeat the new password')).toHaveAccessibleDescription('The passwords do not match.');
    await expectNoAxeViolations(page);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toHaveText(
      'Your password has been changed. Log in with your new password.',
    );
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await apiLogin(request, email, NEW_PASSWORD);
  });

  test('a link that is no longer valid says so and leads to a new one', async ({ page }) => {
    await page.goto('/reset-password/EXPIRED1');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This reset link is no longer valid. Request a new one.');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Request a new one' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('without a code in the link the page asks for it', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('textbox', { name: 'Code from the e-mail' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('e-mail verification', () => {
  test('a wrong code fails with "Verification failed. Try again.", the mailed one verifies', async ({ page, request }) => {
    const { email } = await apiSignUp(request);
    const code = await mailedCode(request, email, 'email_verification');

    await page.goto('/verify-email/WRONG42');
    const field = page.getByRole('textbox', { name: 'Verification code' });
    await expect(field).toHaveValue('WRONG42');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Verify e-mail address' }).click();
    await expect(field).toHaveAccessibleDescription(/Verification failed\. Try again\./);
    await expectNoAxeViolations(page);

    await page.goto(`/verify-email/${code}`);
    await expect(field).toHaveValue(code);
    await page.getByRole('button', { name: 'Verify e-mail address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' })).toHaveText('Your e-mail address is verified. Thank you!');
    await expectNoAxeViolations(page);
  });
});

test.describe('profile', () => {
  test('the renter edits the profile: bad input is marked next to its field, a good one is saved', async ({ page, signIn }) => {
    await signIn('renter');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Sara');
    await expectNoAxeViolations(page);

    const phone = page.getByRole('textbox', { name: 'Mobile phone' });
    const zip = page.getByRole('textbox', { name: 'Postal code' });
    const state = page.getByRole('textbox', { name: 'State or region' });
    await phone.fill('08 123 456 78');
    await zip.fill('11A20');
    await state.fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(phone).toHaveAccessibleDescription(/This phone number is not a mobile number\./);
    await expect(zip).toHaveAccessibleDescription(/Enter a postal code such as 123 45 or SE-123 45\./);
    await expect(state).toHaveAccessibleDescription('This field is required.');
    await expectNoAxeViolations(page);

    // The same values on phone and desktop: both runs edit this one demo account.
    await phone.fill('070-330 72 21');
    await zip.fill('111 20');
    await state.fill('Stockholm County');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been saved.', { exact: true })).toBeVisible();
    await expect(phone).toHaveValue('070-330 72 21');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'State or region' })).toHaveValue('Stockholm County');
    await expect(page.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('+46 70 330 72 21');
  });
});

test.describe('onboarding steps with the profile form', () => {
  test('about you asks a new renter only for what is missing, then says the profile is complete', async ({ page, context, request }) => {
    // Its prompts answered first: none opens over the form while it is filled.
    await signUpQuietly(context, request);
    await page.goto('/about-you');
    await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Street' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('This field is required.');
    await page.getByLabel('Date of birth').fill('1992-08-30');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('Other');
    await page.getByRole('textbox', { name: 'Street' }).fill('Kungsgatan');
    await page.getByRole('textbox', { name: 'House number' }).fill('4');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('753 10');
    await page.getByRole('textbox', { name: 'City' }).fill('Uppsala');
    await page.getByRole('textbox', { name: 'State or region' }).fill('Uppsala County');
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('073 987 65 43');
    // The optional presentation refuses contact information (002 §5).
    const aboutMe = page.getByRole('textbox', { name: 'About me (optional)' });
    await aboutMe.fill('Write to me at gmail');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(aboutMe).toHaveAccessibleDescription(/Leave out e-mail addresses and other contact details\./);
    await aboutMe.fill('We travel with two kids and love the fjords.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is complete.' })).toBeVisible();
    // The save that completes the profile opens a dialog offering the step left, the ID (002 §4.5).
    // It comes with its own chunk, so the page's links are covered only once it has arrived.
    const completed = page.getByRole('dialog', { name: 'Your profile is complete' });
    await expect(completed.getByRole('link', { name: 'Verify your ID' })).toBeVisible();
    await completed.getByRole('button', { name: 'Later' }).click();
    await expect(completed).toBeHidden();
    await page.getByRole('link', { name: 'See my profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    // The form waits for GET /me and the phone rules' chunk: slow on a busy machine.
    await expect(page.getByRole('textbox', { name: 'About me (optional)' })).toHaveValue('We travel with two kids and love the fjords.', { timeout: 15_000 });
    await expectNoAxeViolations(page);
  });

  test('the renter account step shows the profile form', async ({ page, signIn }) => {
    await signIn('renter');
    await page.goto('/create-account-renter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your renter account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lindqvist');
    await expect(page.getByRole('button', { name: 'Save and continue' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the owner completes the profile', async ({ page, signIn }) => {
    await signIn('owner');
    await page.goto('/complete-profile-owner');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Erik');
    await expectNoAxeViolations(page);
  });
});

test.describe('manage account', () => {
  test('changing the password needs the current one and logs the user out', async ({ page, context, request }) => {
    const account = await signUpQuietly(context, request);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage account' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Connected accounts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Google', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Current password').fill('Wrong2026');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('The current password is wrong.');
    await expectNoAxeViolations(page);

    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.', { exact: true })).toBeVisible();
    // Logged out: the account page is for signed-in users, so its guard offers the login instead.
    await expect(page).toHaveURL(/[?&]popup=login/);
    expect(await authCookie(context)).toBeUndefined();
    await apiLogin(request, account.email, NEW_PASSWORD);
  });

  test('deleting is refused with a wrong password and while bookings are active', async ({ page, context, signIn }) => {
    await signIn('renter');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Your password').fill('Wrong2026');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription('Invalid password. Try again.');

    await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/cannot be deleted while you have active bookings/);
    await expectNoAxeViolations(page);
    expect(await authCookie(context)).toBeDefined();
  });

  test('deleting an account without bookings ends the session on the home page', async ({ page, context, request }) => {
    const account = await signUpQuietly(context, request);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog').getByLabel('Your password').fill(DEMO_PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${MAIN_ORIGIN}/`);
    expect(await authCookie(context)).toBeUndefined();
    const login = await request.post('/api/auth/login', { data: { email: account.email, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(401);
  });

  test('connecting Google goes through the provider and back; a Google account of someone else is refused; disconnecting it', async ({ page, context, request }) => {
    const first = await apiSignUp(request);
    const second = await apiSignUp(request);
    // The provider's pages are not the product's: stand in for Google with a code for the first account's address.
    await page.route('**/api/auth/google/redirect?**', (route) =>
      route.fulfill({ json: { data: { url: `${MAIN_ORIGIN}/oauth-callback?code=${encodeURIComponent(`sbx-google-${first.email}`)}&provider=google` } } }),
    );

    await restoreAs(context, first);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Connect Google', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Google is now connected to your account.', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Connected');
    await expect(page.getByRole('button', { name: 'Connect Google', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await context.clearCookies();
    await restoreAs(context, second);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Connect Google', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/This Google account is already connected\./);

    // Disconnecting (the first account has a password, so Google may go).
    await context.clearCookies();
    await restoreAs(context, first);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Disconnect Google' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Google is disconnected.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Google', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Not connected');
    await expectNoAxeViolations(page);
    const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${first.token}` } });
    expect(((await me.json()) as { data: { connectedProviders: string[] } }).data.connectedProviders).toEqual([]);
  });
});

// Every page's guard, for every role, is walked without a browser (route-guards-walk.test.ts):
// this one shows the real app's redirect with the login popup.
test.describe('guards', () => {
  test('guests are offered the login instead of the account pages', async ({ page }) => {
    for (const path of ['/account', '/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/\?popup=login$/);
    }
  });
});
