import { readFile } from 'node:fs/promises';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';
import { MAIN_ORIGIN } from './support/origins';

// The owner's money (issue #14 points 4 to 6): the economy section and the payouts of a booking,
// on the sandbox. The journey acts as the owner of a booking made complete in one call, a seeded
// owner of its own, so changing the bank account touches no other test.

test.describe.configure({ timeout: 90_000 });

async function logInAs(request: APIRequestContext, context: BrowserContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: 'Sandbox2026' } });
  expect(response.status(), `log in as ${email}`).toBe(200);
  const { data } = (await response.json()) as { data: { token: string; refreshToken: string } };
  await context.addCookies([{ name: 'auth', value: encodeURIComponent(JSON.stringify({ token: data.token, refreshToken: data.refreshToken })), url: MAIN_ORIGIN }]);
  return data.token;
}

test('an owner adds a bank account, verifies with the provider, sees the payout of a completed booking and downloads its monthly report', async ({ page, context, request, sandbox }) => {
  const made = await sandbox.booking({ scenario: 'completed' });
  const token = await logInAs(request, context, made.ownerEmail);
  const payouts = (await (await request.get('/api/payouts', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; bookingTransactions: { bookingId: number | null }[] }[] };
  const payoutId = payouts.data.find((p) => p.bookingTransactions.some((t) => t.bookingId === made.bookingId))?.id;
  expect(payoutId, 'the completed booking was paid out').toBeDefined();

  // Point 4: the owner's payouts on the booking.
  await page.goto(`/bookings/${made.bookingId}`);
  const bookingPayouts = page.getByRole('region', { name: 'Your payouts' });
  await expect(bookingPayouts.getByRole('row', { name: /Rental Paid out/ })).toBeVisible();

  await page.goto('/economy/economy-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Economy settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('SE45 5000 0000 0583 9825 7467');
  await page.getByLabel('Account holder').fill('Erik Lund');
  await page.getByLabel('Date of birth').fill('1980-04-30');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(iban).toHaveAccessibleDescription(/This IBAN is not valid\. Check it against your bank's details\./);
  await expect(iban).toBeFocused();
  await iban.fill('SE45 5000 0000 0583 9825 7466');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText(/Payouts go to the account ending in 7466 \(/)).toBeVisible();

  // The account link leaves for the provider (the sandbox's stand-in page) and comes back. The
  // booking's owner is a seeded owner whom another test may have verified already in the shared
  // sandbox: then the same link is offered as "Update your details".
  await page.getByRole('button', { name: /^(Verify with the payment provider|Update your details)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox payment provider' })).toBeVisible();
  await page.getByRole('link', { name: 'Finish and return to Campershare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Economy settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/economy\/economy-settings$/);
  await expect(page.getByRole('region', { name: 'Verification for payouts' }).getByRole('strong')).toHaveText(/^(Verified|More information needed)$/);

  await page.getByRole('navigation', { name: 'My economy' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(page.getByText('A payout reaches your bank account 5 to 10 working days after it is sent.')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Payout ${payoutId}`, exact: true }) });
  await expect(row).toContainText('Payment pending');
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: `Payout ${payoutId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Payout ${payoutId}` })).toBeVisible();
  // A completed booking may also carry extra charges (the sandbox adds them to some), a row of
  // their own under the same booking: the rental's row is the one this journey names.
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: `Booking ${made.bookingId}` }) }).filter({ hasText: 'Rental fee' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'My economy' }).getByRole('link', { name: 'Payout reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout reports' })).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download PDF/ }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payout-report-\d{4}-\d{2}\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test.describe('the economy pages', () => {
  test.use({ signedInAs: 'owner' });

  test('open with axe, a missing payout says so, and popup=stripe-account-verification prompts', PHONE, async ({ page }) => {
    await page.goto('/economy');
    await expect(page.getByRole('heading', { level: 2, name: /^Your year \d{4}$/ })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Driven kilometres' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/economy/payouts');
    await expect(page.getByRole('table', { name: 'Your payouts' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('table', { name: 'Your payouts' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Booking transactions' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/economy/payout-reports');
    await expect(page.getByRole('link', { name: /^Download PDF/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/economy/economy-settings');
    await expect(page.getByRole('button', { name: 'Save bank account' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/economy/payouts/99999999');
    await expect(page.getByRole('alert')).toHaveText("The payout couldn't be found.");
    await expectNoAxeViolations(page);

    await page.goto('/economy?popup=stripe-account-verification');
    const prompt = page.getByRole('dialog', { name: 'Verify your account for payouts' });
    await expect(prompt.getByRole('button', { name: /^(Verify with the payment provider|Update your details)$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
