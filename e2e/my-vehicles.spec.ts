import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';
import { draftOf } from './support/owner-vehicles';
import { apiLogin, restoreAs, signUpQuietly } from './support/session';

// The owner's vehicles (issue #18 point 1) on the sandbox API. The list's rules (completion,
// what the dialog says for each failure, the retry) are component tests; these journeys show the
// page against the real API, with axe, on a phone and a desktop.

test('a new owner sees a draft with its state and completion, and deletes it', PHONE, async ({ page, request, context }) => {
  const owner = await signUpQuietly(context, request, 'owner');
  const id = await draftOf(request, owner.token, 'Nugget Plus');
  await page.goto('/edit-vehicles');
  const row = page.getByTestId(`my-vehicle-${id}`);
  await expect(row.getByRole('heading', { name: 'Nugget Plus' })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByText('No photo yet')).toBeVisible();
  await expect(row.getByRole('progressbar', { name: /^Sections complete: \d+ of 11$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Nugget Plus?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete vehicle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You have no vehicles yet.')).toBeVisible();
  // Fetched again, not only taken out of the page: a reload agrees.
  await page.reload();
  await expect(page.getByText('You have no vehicles yet.')).toBeVisible({ timeout: 30_000 });
});

test('a vehicle with an open booking cannot be deleted: the dialog says why, with the code', async ({ page, request, context, sandbox }) => {
  const made = await sandbox.booking({ scenario: 'requested' });
  await restoreAs(context, await apiLogin(request, made.ownerEmail));
  await page.goto('/edit-vehicles');
  const row = page.getByTestId(`my-vehicle-${made.vehicleId}`);
  await row.getByRole('button', { name: 'Delete' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete vehicle' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('This vehicle has open bookings, so it cannot be deleted.');
  await expect(alert).toContainText('Error code: vehicle_has_open_bookings');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
});
