import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { watchCsp } from './support/csp';
import { CONSENT_COOKIE, expect, onBothSites, PHONE, storageStateOf, test } from './support/fixtures';
import { MAIN_ORIGIN } from './support/origins';
import { answerPromptsWhenShown } from './support/page-setup';
import { apiLogin } from './support/session';

// Changing a booking's dates (issue #15 points 1 and 2) on the sandbox: a booking confirmed in one
// call on a vehicle claimed for the test, so no other test's bookings block its new nights. The
// date rules, the machine's every state and the answers' failures are shown by the unit, paths and
// story tests; this is the journey across both parties and the payment.

test.use({ signedInAs: 'renter' });
test.describe.configure({ timeout: 120_000 });

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The booking's owner in a browser of their own (every seeded user logs in with the demo password). */
async function ownerPage(browser: Browser, request: Parameters<typeof apiLogin>[0], email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: MAIN_ORIGIN, viewport: { width: 1366, height: 900 }, storageState: storageStateOf(await apiLogin(request, email)) });
  await context.addCookies(onBothSites(CONSENT_COOKIE, 'rejected'));
  await watchCsp(context);
  const page = await context.newPage();
  // A seeded owner may be asked to accept new user terms first (an obtrusive modal).
  await answerPromptsWhenShown(page);
  return page;
}

test('the renter asks for two more nights and sees the cost, the owner accepts in another browser, the renter pays the difference', async ({ page, sandbox, browser, request }) => {
  const made = await sandbox.booking({ scenario: 'confirmed', startsIn: 40 });
  const newEnd = addDays(made.toDate, 2);
  await page.goto(`/bookings/${made.bookingId}`);
  const card = page.getByRole('region', { name: 'Change of dates' });
  await card.getByRole('button', { name: 'Change the dates' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change the dates' });
  await dialog.getByRole('button', { name: 'See what it costs' }).click();
  await expect(dialog.getByText('Choose dates that differ from the current ones.')).toBeVisible();
  await dialog.getByLabel('New check-out date').fill(newEnd);
  await dialog.getByRole('button', { name: 'See what it costs' }).click();
  const cost = dialog.getByRole('group', { name: 'Cost of the change' });
  await expect(cost).toContainText(/To pay once the owner accepts: SEK/);
  const difference = (await cost.getByText(/To pay once the owner accepts/).textContent())?.replace('To pay once the owner accepts: ', '') ?? '';

  // 002 §5: no contact details in the message; refused by the field, the text kept.
  const message = dialog.getByLabel('Message to the owner (optional)');
  await message.fill('Two more nights would be lovely, mail me at anna@example.com');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Leave out e-mail addresses, phone numbers and other contact details.')).toBeVisible();
  await message.fill('Two more nights would be lovely.');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('group', { name: 'Pending change request' })).toContainText('You asked for new dates.');
  await expect(card.getByRole('list').getByRole('listitem').first()).toContainText('Pending');

  const owner = await ownerPage(browser, request, made.ownerEmail);
  await owner.goto(`/bookings/${made.bookingId}`);
  await owner.locator('html[data-started]').waitFor({ state: 'attached' });
  const ownersCard = owner.getByRole('region', { name: 'Change of dates' });
  await expect(ownersCard.getByRole('group', { name: 'Pending change request' })).toContainText(`${difference} more`);
  await ownersCard.getByRole('button', { name: 'Accept the new dates' }).click();
  await expect(ownersCard.getByRole('list').getByRole('listitem').first()).toContainText('Accepted');
  await owner.context().close();

  // 001 §4: payment is advised only once the owner accepted, and the renter confirms the extension.
  await page.reload();
  await card.getByRole('button', { name: 'Confirm the new dates' }).click();
  await card.getByRole('button', { name: `Pay ${difference}` }).click();
  const pay = page.getByRole('dialog', { name: 'Pay for the change of dates' });
  const form = pay.getByRole('form', { name: 'Payment' });
  await expect(form.getByRole('button', { name: /^Pay SEK/ })).toBeVisible({ timeout: 30_000 });
  await form.getByRole('radio', { name: 'A new card' }).click();
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: /^Pay SEK/ }).click();
  await expect(card.getByRole('status')).toContainText('Payment received. The booking has its new dates.', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Your payments' }).getByRole('row', { name: /Change of dates/ })).toContainText('Paid');
});

test('the change-request modal passes axe with its main action in view on a phone', PHONE, async ({ page, sandbox }) => {
  const made = await sandbox.booking({ scenario: 'confirmed', startsIn: 40 });
  await page.goto(`/bookings/${made.bookingId}`);
  await page.getByRole('region', { name: 'Change of dates' }).getByRole('button', { name: 'Change the dates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the dates' });
  await dialog.getByLabel('New check-out date').fill(addDays(made.toDate, 2));
  await expect(dialog.getByRole('button', { name: 'See what it costs' })).toBeInViewport();
  await expectNoAxeViolations(page);
});
