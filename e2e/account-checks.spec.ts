import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiLogin, restoreAs, signUpQuietly } from './support/session';

// Issue #17 points 4 and 5: an owner's e-mail is refused at renter sign-up before the form is sent
// (002 §2.8), an owner answers a request only once verified (002 §4.4), coming back to it, and the
// save that completes a renter's profile opens the renter-profile-completed modal (002 §4.5).

test("an owner's e-mail is refused at renter sign-up, by the field, before the form is sent, and an owner continues to log in with it", async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('radio', { name: 'Rent a vehicle' })).toBeChecked();
  const email = page.getByLabel('E-mail');
  await email.fill('owner@sandbox.test');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('This e-mail address belongs to an owner account and cannot be used to sign up as a renter.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // As an owner the address is the user's own account: "continue login" takes them to log in with it.
  await page.getByRole('radio', { name: 'Rent out my vehicle' }).click();
  const modal = page.getByRole('dialog', { name: 'You already have an account' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await modal.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?email=owner%40sandbox\.test$/);
  await expect(page.getByLabel('E-mail')).toHaveValue('owner@sandbox.test');
});

test('an owner cannot answer a request until verified, then comes back to it and can', async ({ page, context, request, sandbox }) => {
  test.setTimeout(90_000);
  // A vehicle registered outside CH and LI, so its owner is not exempt from the ID (001 §5).
  const booking = await sandbox.booking({ scenario: 'requested', bookingMethod: 'binding', payLater: true, swiss: false });
  // The owner's ID is under review: not verified yet (the sandbox's reviewers decide below).
  const record = await sandbox.idVerification({ email: booking.ownerEmail, status: 'pending_verification' });
  await restoreAs(context, await apiLogin(request, booking.ownerEmail));

  await page.goto(`/bookings/${booking.bookingId}`);
  const status = page.getByRole('region', { name: 'Status' });
  const steps = status.getByRole('group', { name: 'Before you can answer this request' });
  await expect(steps).toBeVisible({ timeout: 30_000 });
  await expect(status.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(status.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await steps.getByRole('link', { name: 'Verify your ID' }).click();
  await expect(page).toHaveURL(new RegExp(`/owner-verify-id\\?return=%2Fbookings%2F${booking.bookingId}$`));
  await expect(page.getByText('Your verification is in progress')).toBeVisible({ timeout: 20_000 });

  await sandbox.decideIdVerification(record.userId, { approved: true });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your ID is verified.' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Back to your booking' }).click();

  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.bookingId}$`));
  await expect(status.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 30_000 });
  await expect(status.getByRole('group', { name: 'Before you can answer this request' })).toHaveCount(0);
  await status.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept the request?' }).getByRole('button', { name: 'Yes, accept' }).click();
  await expect(status.getByText(/You accepted the request/)).toBeVisible({ timeout: 20_000 });
});

test("the save that completes a new renter's profile opens the renter-profile-completed modal, which offers the ID", async ({ page, context, request }) => {
  await signUpQuietly(context, request, 'renter', { country: 'SE' });
  await page.goto('/about-you');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 20_000 });
  // A new account lacks the birth date, the gender, the address and the phone (002 §5: all mandatory).
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Street').fill('Storgatan');
  await page.getByLabel('House number').fill('12');
  await page.getByLabel('Postal code').fill('111 20');
  await page.getByLabel('City').fill('Stockholm');
  await page.getByLabel('State or region').fill('Stockholm County');
  await page.getByLabel('Mobile phone').fill('070 123 45 67');
  await page.getByRole('button', { name: 'Save' }).click();

  const modal = page.getByRole('dialog', { name: 'Your profile is complete' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await modal.getByRole('link', { name: 'Verify your ID' }).click();
  await expect(page).toHaveURL(/\/verify-id$/);
});
