import { expect, test } from './support/fixtures';
import { signInQuietly } from './support/session';

// The footer's newsletter sign-up (issue #20 point 4; 002 §1, §7): for signed-in users not
// subscribed yet, through PUT /me/subscriptions. Guests, failures and the retry are component tests.

test('a signed-in renter subscribes to the newsletter from the footer, and the button is gone after', async ({ page, context, request, sandbox }) => {
  const { email } = await sandbox.user({ role: 'renter', firstName: 'Nora', lastName: 'Lund' });
  await signInQuietly(context, request, email);
  await page.goto('/about-us');
  // The footer's buttons load as it comes near, as the visitor scrolls down to it.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('button', { name: 'Subscribe to our newsletter' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you! You will get our newsletter.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Nora/ })).toBeVisible();
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe to our newsletter' })).toHaveCount(0);
});

// The footer's live chat (#20 point 4; 002 §1, §7): loaded on demand and booted with the user's id,
// name, e-mail, role and hash (the sandbox's stand-in shows what it was told); a logout shuts it down.
// The boot data's mapping and the login-change rule are unit tests. The new owner's onboarding
// prompt is answered through the API: opened over the footer, it took the click on "Live chat".
test('the footer’s live chat opens with the signed-in user’s data and shuts down at logout', async ({ page, context, request, sandbox }) => {
  const { email, id } = await sandbox.user({ role: 'owner', firstName: 'Mats', lastName: 'Ek' });
  await signInQuietly(context, request, email);
  const chatScript = page.waitForRequest(/sandbox-chat-widget\.js/);
  await page.goto('/about-us');
  await expect(page.getByRole('banner').getByRole('button', { name: /Mats/ })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Live chat' }).click();
  await chatScript;
  const chat = page.getByRole('dialog', { name: 'Campershare support' });
  await expect(chat).toContainText(`Chatting as Mats Ek (${email})`);
  await expect(chat).toHaveAttribute('data-user-id', String(id));
  await expect(chat).toHaveAttribute('data-role', 'owner');
  await expect(chat).toHaveAttribute('data-identified', 'true');
  await expect(chat).toHaveAttribute('data-region', 'eu');
  await page.getByRole('banner').getByRole('button', { name: 'Mats', exact: true }).click();
  await page.getByRole('dialog', { name: 'Profile menu' }).getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(chat).toHaveCount(0);
});
