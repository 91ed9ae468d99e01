import { expect, test } from './support/fixtures';
import { apiLogin, restoreAs } from './support/session';

// The footer's newsletter sign-up (issue #20 point 4; 002 §1, §7): for signed-in users not
// subscribed yet, through PUT /me/subscriptions. Guests, failures and the retry are component tests.

test('a signed-in renter subscribes to the newsletter from the footer, and the button is gone after', async ({ page, context, request, sandbox }) => {
  const { email } = await sandbox.user({ role: 'renter', firstName: 'Nora', lastName: 'Lund' });
  await restoreAs(context, await apiLogin(request, email));
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Subscribe to our newsletter' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you! You will get our newsletter.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Nora/ })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe to our newsletter' })).toHaveCount(0);
});
