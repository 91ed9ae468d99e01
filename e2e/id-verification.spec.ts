import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';
import type { ClaimedVehicle } from './support/sandbox-client';
import { apiSignUp, restoreAnswered, signUpQuietly } from './support/session';

// ID verification in the booking flow (issue #17): where the Swiss rules stop a booking request
// (001 §5), the renter verifies — with the national e-ID through the sandbox's simulated provider,
// or with photos of a document that the sandbox's reviewers decide — and comes back to the step the
// flow stopped at. Every test signs up an account of its own: a verification changes it for good.

test.describe.configure({ timeout: 120_000 });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const bookLink = (vehicle: ClaimedVehicle) => `/vehicles/${vehicle.vehicleId}/book?from=${vehicle.fromDate}&to=${vehicle.toDate}`;

async function heading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
}

/** From the link with dates to the step where the flow stops for the ID. */
async function walkToVerifyStep(page: Page, vehicle: ClaimedVehicle) {
  await page.goto(bookLink(vehicle));
  await heading(page, 'About you');
  await page.getByRole('radiogroup', { name: 'Are you going abroad?' }).getByRole('radio', { name: 'No' }).click();
  await page.getByLabel('Message to the owner').fill('Two adults on a tour of the lakes.');
  const licence = page.getByRole('checkbox', { name: /driving licence for at least 3 years/ });
  if (!(await licence.isChecked())) await licence.click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Customize your trip');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Insurance');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Verify your ID first');
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.vehicleId}/book/verify-id$`));
}

async function upload(page: Page, name: string) {
  const field = page.getByRole('group', { name });
  await field.getByLabel('Choose a photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(field.getByRole('status')).toHaveText('The photo is uploaded.', { timeout: 20_000 });
}

test('a Swedish renter verifies with the e-ID and comes back to the booking where it stopped', async ({ page, context, request, sandbox }) => {
  // One a verified renter can book without a stop (not insured by Baloise, which takes Swiss residents only).
  const vehicle = await sandbox.claimVehicle({ bookingMethod: 'instant', subType: 'motorhome', nights: 5, startsIn: 21, swiss: true, renterEmail: 'renter@sandbox.test' });
  await signUpQuietly(context, request, 'renter', { country: 'SE' });
  await walkToVerifyStep(page, vehicle);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Verify your ID' }).click();
  await heading(page, 'Verify your ID');
  await expect(page.getByText('Status: Not verified')).toBeVisible();
  await page.getByRole('button', { name: 'Verify with e-ID' }).click();

  // The provider's page (simulated by the sandbox) sends the user back with a code.
  await heading(page, 'Sandbox e-ID');
  await page.getByRole('link', { name: 'Identify as Alva Berg' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your ID is verified.' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/verify-id\?return=/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to your booking' }).click();
  await heading(page, 'Review and pay');
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicle.vehicleId}/book/purchase$`));
  // Everything answered before the stop is still there; going back skips the ID step now.
  for (const step of ['Insurance', 'Customize your trip', 'About you']) {
    await page.getByRole('main').getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, step);
  }
  await expect(page.getByLabel('Message to the owner')).toHaveValue('Two adults on a tour of the lakes.');
});

test('a canceled e-ID says so and offers another try', async ({ page, context, request }) => {
  await signUpQuietly(context, request, 'renter', { country: 'SE' });
  await page.goto('/verify-id');
  await page.getByRole('button', { name: 'Verify with e-ID' }).click();
  await heading(page, 'Sandbox e-ID');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-ID identification was canceled.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Verify with e-ID' })).toBeEnabled();
});

test('a Swiss renter uploads an ID card, sees it in progress, the reviewers approve and the booking goes on', async ({ page, context, request, sandbox }) => {
  const account = await apiSignUp(request, 'renter', { country: 'CH' });
  const vehicle = await sandbox.claimVehicle({ bookingMethod: 'instant', subType: 'motorhome', nights: 5, startsIn: 21, swiss: false, renterEmail: 'renter@sandbox.test' });
  await restoreAnswered(context, request, account);
  await walkToVerifyStep(page, vehicle);

  await page.getByRole('link', { name: 'Verify your ID' }).click();
  await heading(page, 'Verify your ID');
  await expect(page.getByRole('button', { name: 'Verify with e-ID' })).toHaveCount(0);
  await page.getByRole('button', { name: 'ID card' }).click();
  // Sending without the photos names each missing one by its field.
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Add this photo before you send.')).toHaveCount(3);
  await upload(page, 'Front of the document');
  await upload(page, 'Back of the document');
  await upload(page, 'Selfie');
  await expect(page.getByText('Add this photo before you send.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your verification is in progress' })).toContainText('about one working day');

  await page.getByRole('link', { name: 'Back to your booking' }).click();
  await heading(page, 'Verify your ID first');
  await expect(page.getByRole('status').filter({ hasText: 'in progress' })).toBeVisible();

  await sandbox.decideIdVerification(account.userId, { approved: true });
  await page.getByRole('button', { name: 'Check again' }).click();
  await heading(page, 'Review and pay');
});

test('a denied verification offers another try, and a proof of residency goes back to the reviewers', PHONE, async ({ page, context, request, sandbox }) => {
  const account = await apiSignUp(request, 'renter', { country: 'CH' });
  const { userId } = await sandbox.idVerification({ email: account.email, status: 'pending_verification' });
  await sandbox.decideIdVerification(userId, { approved: false });
  await restoreAnswered(context, request, account);
  await page.goto('/verify-id');
  await expect(page.getByRole('alert')).toContainText('Your ID verification failed. Try again, or contact support.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Passport' }).click();
  await upload(page, 'Front of the document');
  await upload(page, 'Selfie');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your verification is in progress' })).toBeVisible();

  await sandbox.decideIdVerification(userId, { proofOfResidency: true });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText(/needs a proof of residency/)).toBeVisible();
  await expectNoAxeViolations(page);
  await upload(page, 'Proof of residency');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Proof of residency' }).getByRole('img')).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your verification is in progress' })).toBeVisible();
});

test('a rejected credit check is said on the verification page and stops a booking request before the flow is filled in', async ({ page, context, request, sandbox }) => {
  const vehicle = await sandbox.claimVehicle({ bookingMethod: 'instant', subType: 'motorhome', nights: 5, startsIn: 21, swiss: false, renterEmail: 'renter@sandbox.test' });
  await signUpQuietly(context, request, 'renter', { country: 'SE' });
  await page.goto('/verify-id');
  const form = page.getByRole('form', { name: 'Credit check' });
  const number = form.getByRole('textbox', { name: 'Social security number' });
  await expect(number).toHaveAccessibleDescription('For example: 19811218-9876');
  // Checked in the Swedish format before it is sent: the Luhn digit.
  await number.fill('850107-0001');
  await form.getByRole('button', { name: 'Run the credit check' }).click();
  await expect(number).toHaveAccessibleDescription(/This number is not valid\. Check the last digits\./);
  // The sandbox's bureau rejects numbers ending in 0000 (openapi/sandbox/README.md).
  await number.fill('850107-0000');
  await form.getByRole('button', { name: 'Run the credit check' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your credit check was rejected' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(bookLink(vehicle));
  await heading(page, 'We cannot send this booking request');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The credit check did not pass, so we cannot send this booking request.');
});
