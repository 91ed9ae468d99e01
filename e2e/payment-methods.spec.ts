import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signUpQuietly } from './support/session';

// The saved payment methods (issue #14 point 3; 000 §7) on the sandbox. A renter signed up for
// this test alone, so adding and removing cards touches no other test's account. Paying with a
// saved card is e2e/renter-payments.spec.ts's (the deposit after a declined card); the failures
// of saving and removing are the component test's (saved-payment-methods.test.tsx).

const AMEX = '3782 822463 10005';
const VISA = '4242 4242 4242 4242';

test('a renter finds payment methods in the profile menu, is refused an Amex card, saves a Visa as the default and removes it', async ({ page, context, request }) => {
  await signUpQuietly(context, request, 'renter');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Alva', exact: true }).click();
  await page.getByRole('dialog', { name: 'Profile menu' }).getByRole('link', { name: 'Payment methods' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page).toHaveURL(/\/me\/payment-methods$/);
  await expect(page.getByText('You have no saved cards for payments in Sweden.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a card' }).click();
  const form = page.getByRole('form', { name: 'Add a card' });
  const number = form.getByLabel('Card number');
  await number.fill(AMEX);
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(form.getByRole('alert')).toContainText('We do not accept American Express or Diners Club');
  await expectNoAxeViolations(page);

  await number.fill(VISA);
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Card saved. It is offered when you pay.' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(/Visa ending in 4242, expires \d{2}\/\d{4}/);
  await expect(saved).toContainText('Default');

  // Another country's account has its own cards; the address keeps the choice over a reload.
  await page.getByLabel('Country of the vehicle').selectOption({ label: 'Germany' });
  await expect(page.getByText('You have no saved cards for payments in Germany.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Country of the vehicle')).toHaveValue('DE');
  await page.getByLabel('Country of the vehicle').selectOption({ label: 'Sweden' });

  await saved.getByRole('button', { name: /^Remove Visa ending in 4242/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
  await expect(dialog).toContainText('Visa ending in 4242');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Card removed.' })).toBeVisible();
  await expect(page.getByText('You have no saved cards for payments in Sweden.')).toBeVisible();
});
