import { expectNoAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';

// Insurance after booking (issue #15 point 4) on the sandbox: a confirmed booking on the Nordic
// platform insurance (Basic plan), made in one call. The rules (tiers, buydown, young driver, limits),
// the cost's parts, the warnings and the failures are shown by the unit and story tests; this is the
// journey through the API and the payments form.

test.use({ signedInAs: 'renter' });

/** Pays what the insurance modal asks for with a new test card, as many installments as it has. */
async function payInDialog(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const done = dialog.getByRole('status').filter({ hasText: 'Paid. Your insurance is updated.' });
  for (let paid = 0; paid < 3; paid++) {
    const form = dialog.getByRole('form', { name: 'Payment' });
    const pay = form.getByRole('button', { name: /^Pay SEK/ });
    await expect(pay.or(done)).toBeVisible({ timeout: 30_000 });
    if (await done.isVisible()) break;
    await form.getByRole('radio', { name: 'A new card' }).click();
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    // The next installment's form, or the end.
    await expect(done.or(dialog.getByText(`Payment ${paid + 2} of `))).toBeVisible({ timeout: 30_000 });
  }
  await expect(done).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

test('the renter buys the deductible reduction and upgrades the plan, paying each', async ({ page, sandbox }) => {
  const made = await sandbox.booking({ scenario: 'confirmed', startsIn: 40, withExtras: true, payLater: true, cashDeposit: false });
  await page.goto(`/bookings/${made.bookingId}`);
  const card = page.getByRole('region', { name: 'Insurance' });
  await expect(card).toContainText('Basic cover');

  // 001 §4: the buydown while confirmed, not started and with the rental fee as the next payment.
  await card.getByRole('button', { name: 'Lower the deductible' }).click();
  const buydown = page.getByRole('dialog', { name: 'Lower your deductible' });
  await expect(buydown.getByRole('row', { name: /^To pay SEK/ })).toBeVisible();
  await buydown.getByRole('button', { name: 'Buy the deductible reduction' }).click();
  await payInDialog(page, 'Lower your deductible');
  await expect(card).toContainText('Deductible reduction');
  await expect(card.getByRole('button', { name: 'Lower the deductible' })).toBeHidden();

  // 001 §4: only a higher tier; the cost's parts add up to what is paid.
  await card.getByRole('button', { name: 'Upgrade insurance' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your insurance' });
  await upgrade.getByRole('radio', { name: /^Complete cover, SEK/ }).click();
  await upgrade.getByRole('checkbox', { name: /^Add travel abroad protection/ }).click();
  // What the table shows is what the order charges: each part an installment, paid in turn.
  const amountIn = async (name: RegExp) => /SEK\s[\d,.]+/.exec((await upgrade.getByRole('row', { name }).textContent()) ?? '')?.[0] ?? 'no amount';
  const planPart = await amountIn(/^Complete cover instead of Basic cover/);
  const abroadPart = await amountIn(/^Travel abroad protection/);
  await expect(upgrade.getByRole('row', { name: /^To pay SEK/ })).toBeVisible();
  await upgrade.getByRole('button', { name: 'Upgrade' }).click();
  await payInDialog(page, 'Upgrade your insurance');
  await expect(card).toContainText('Complete cover');
  await expect(card).toContainText('Travel abroad protection');
  await expect(card.getByRole('button', { name: 'Upgrade insurance' })).toBeHidden();
  const payments = page.getByRole('region', { name: 'Your payments' });
  await expect(payments.getByRole('row', { name: /^Insurance upgrade/ })).toContainText(`${planPart}Paid`);
  await expect(payments.getByRole('row', { name: /^Travel abroad protection/ })).toContainText(`${abroadPart}Paid`);
});

test('the insurance card and its modals pass axe with their main action in view on a phone', PHONE, async ({ page, sandbox }) => {
  const made = await sandbox.booking({ scenario: 'confirmed', startsIn: 40, withExtras: true, payLater: true, cashDeposit: false });
  await page.goto(`/bookings/${made.bookingId}`);
  const card = page.getByRole('region', { name: 'Insurance' });
  await expect(card.getByRole('link', { name: /Report a claim to Omocom/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Upgrade insurance' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your insurance' });
  await upgrade.getByRole('radio', { name: /^Complete cover/ }).click();
  await expect(upgrade.getByRole('button', { name: 'Upgrade' })).toBeInViewport();
  await expectNoAxeViolations(page);
  await upgrade.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: 'Add insurance' }).click();
  const addons = page.getByRole('dialog', { name: 'Add insurance' });
  await expect(addons.getByRole('button', { name: /^Add / }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
