import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';

// The renter's payments after confirmation (issue #14 points 1 to 4) on the sandbox: a booking
// confirmed in one call with its down payment paid and the rest of the rental fee payable; the
// booking's own sandbox clock then moves it to its deposit reservation, so nothing here moves the
// shared clock and the tests run beside the others. The vehicle takes its deposit on the card: one
// whose owner takes it in cash has none to reserve.

test.use({ signedInAs: 'renter' });
test.describe.configure({ timeout: 90_000 });

const AMEX = '3782 822463 10005';
const DECLINED = '4000 0000 0000 0002';
const THREE_D_SECURE = '4000 0027 6000 3184';

test('a renter is refused an Amex card, pays the second installment through 3-D Secure, then the deposit with a saved card after a declined one', async ({ page, sandbox }) => {
  const made = await sandbox.booking({ scenario: 'confirmed', startsIn: 40, payLater: true, cashDeposit: false });
  await page.goto(`/bookings/${made.bookingId}`);
  const payments = page.getByRole('region', { name: 'Your payments' });
  await expect(payments.getByRole('row', { name: /Remaining rental fee/ })).toContainText('Due');

  await payments.getByRole('button', { name: 'Pay the remaining rental fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay an installment' });
  const form = dialog.getByRole('form', { name: 'Payment' });
  const pay = form.getByRole('button', { name: /^Pay SEK/ });
  await expect(pay).toBeVisible({ timeout: 30_000 });
  await form.getByRole('radio', { name: 'A new card' }).click();

  // 001 §5: American Express is refused before anything is charged.
  await form.getByLabel('Card number').fill(AMEX);
  await pay.click();
  await expect(form.getByRole('alert')).toContainText('We do not accept American Express or Diners Club');

  await form.getByLabel('Card number').fill(THREE_D_SECURE);
  await pay.click();
  const bank = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Payment of SEK.+received\./, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(payments.getByRole('row', { name: /Remaining rental fee/ })).toContainText('Paid');

  // Six days before the start the deposit is reserved on the card.
  await sandbox.moveBookingClock(made.bookingId, { days: 34 });
  await page.reload();
  await payments.getByRole('button', { name: 'Reserve the deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Pay the deposit' });
  const depositForm = deposit.getByRole('form', { name: 'Payment' });
  await expect(depositForm.getByRole('button', { name: /^Pay SEK/ })).toBeVisible({ timeout: 30_000 });
  const saved = depositForm.getByRole('radio', { name: /^Visa ending in/ }).first();
  await depositForm.getByRole('radio', { name: 'A new card' }).click();
  await depositForm.getByLabel('Card number').fill(DECLINED);
  await depositForm.getByRole('button', { name: /^Pay SEK/ }).click();
  const failure = depositForm.getByRole('alert');
  await expect(failure).toContainText('declined');
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();

  await saved.click();
  await depositForm.getByRole('button', { name: /^Pay SEK/ }).click();
  await expect(deposit.getByRole('status')).toContainText(/Payment of SEK.+received\./, { timeout: 30_000 });
  await deposit.getByRole('button', { name: 'Done' }).click();
  await expect(payments).toContainText('Nothing to pay right now.');
});

test('the payments of a confirmed booking pass axe, with the pay action in view on a phone', PHONE, async ({ page, sandbox }) => {
  const made = await sandbox.booking({ scenario: 'confirmed', startsIn: 40, payLater: true, cashDeposit: false });
  await page.goto(`/bookings/${made.bookingId}`);
  const payments = page.getByRole('region', { name: 'Your payments' });
  await expect(payments.getByRole('button', { name: 'Pay the remaining rental fee' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await payments.getByRole('button', { name: 'Pay the remaining rental fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay an installment' });
  await expect(dialog.getByRole('button', { name: /^Pay SEK/ })).toBeInViewport({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});
