import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';
import { apiLogin, restoreAs, signUpQuietly } from './support/session';

// The vehicle editor's availability and publish steps (issue #18 points 6 and 9) on the sandbox
// API. The rules (the started-period rule, what is missing, each refusal) are unit tests and
// stories; this journey shows them against the real API once, and the phone opens each step with axe.

test.describe.configure({ timeout: 120_000 });

test('an owner publishes a complete vehicle, finds it in search, blocks days and deactivates it', async ({ page, request, context, sandbox }) => {
  const vehicle = await sandbox.claimVehicle({ unpublished: true });
  const owner = await apiLogin(request, vehicle.ownerEmail);
  await restoreAs(context, owner);

  await page.goto(`/edit-vehicle/${vehicle.vehicleId}/activation`);
  await expect(page.getByText('Every section is complete. Publish the vehicle and renters can find and book it.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Publish the vehicle' }).click();
  await page.getByRole('dialog', { name: 'Check your vehicle before publishing' }).getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your vehicle is published.' })).toBeVisible();

  // Renters find it: the search by its model and city lists it.
  const asset = ((await (await request.get(`/api/assets/${vehicle.vehicleId}`)).json()) as { data: { model: string; city: string } }).data;
  await page.goto(`/all-vehicles?search=${encodeURIComponent(`${asset.model} ${asset.city}`)}`);
  await expect(page.locator(`a[href$="/vehicles/${vehicle.vehicleId}"]`).first()).toBeVisible({ timeout: 30_000 });

  // An unavailable period, with a preset and a private note.
  await page.goto(`/edit-vehicle/${vehicle.vehicleId}/availability`);
  await page.getByRole('button', { name: 'Add an unavailable period' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Add an unavailable period' });
  const from = await sandbox.day(60);
  const to = await sandbox.day(66);
  await dialog.getByLabel('First day').fill(from);
  await dialog.getByLabel('Last day').fill(to);
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('winter_storage');
  await dialog.getByLabel('Private note').fill('Tyres changed first');
  await dialog.getByRole('button', { name: 'Save period' }).click();
  const periods = page.getByRole('list', { name: 'Unavailable periods' });
  await expect(periods).toContainText('Winter storage');
  await expect(periods).toContainText('Tyres changed first');
  await expect(page.getByRole('status').filter({ hasText: 'The unavailable period is saved.' })).toBeVisible();

  // Deactivated with a reason and an explanation.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Deactivate the vehicle' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate the vehicle' });
  await deactivate.getByRole('combobox', { name: 'Reason' }).selectOption('pause');
  await deactivate.getByRole('textbox', { name: 'Explanation' }).fill('Back in spring.');
  // What was typed survives a reload: the dialog opens again with it.
  await page.reload();
  await expect(deactivate.getByRole('textbox', { name: 'Explanation' })).toHaveValue('Back in spring.', { timeout: 30_000 });
  await expect(deactivate.getByRole('combobox', { name: 'Reason' })).toHaveValue('pause');
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your vehicle is deactivated.' })).toBeVisible();
  await expect(page.getByText('Every section is complete. Publish the vehicle and renters can find and book it.')).toBeVisible();
});

/** A draft vehicle of that owner, in one call of the API the editor uses. */
async function draftOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post('/api/assets', { data: { type: 'vehicle', subType: 'motorhome', model: 'Hymer B 550' }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('on a phone, the availability and publish steps pass axe, with what is missing linked', PHONE_ONLY, async ({ page, request, context }) => {
  const owner = await signUpQuietly(context, request, 'owner');
  const id = await draftOf(request, owner.token);
  await page.goto(`/edit-vehicle/${id}/availability`);
  await expect(page.getByText('No unavailable periods.')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.goto(`/edit-vehicle/${id}/activation`);
  const missing = page.getByRole('list', { name: 'Sections to complete' });
  await expect(missing.getByRole('link', { name: 'Description' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await missing.getByRole('link', { name: 'Description' }).click();
  await expect(page).toHaveURL(/\/description$/);
});
