import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';
import { signUpQuietly } from './support/session';

// The vehicle editor's first steps (issue #18 points 2–3) on the sandbox API: a new owner starts a
// listing, is refused by the fields (the browser's model-year rule, the API's contact rule), loses
// nothing on a reload, and finds the draft in My vehicles. The machine's every state and transition
// are its paths test; each state's screen is a story.

test.describe.configure({ timeout: 90_000 });

test('a new owner lists a vehicle: refused by the fields, nothing lost on a reload, the draft in My vehicles', PHONE, async ({ page, request, context }) => {
  await signUpQuietly(context, request, 'owner');
  await page.goto('/publish-vehicle');
  await expect(page.getByRole('heading', { level: 1, name: 'List your vehicle' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Type of vehicle' }).selectOption('campervan');
  await page.getByRole('textbox', { name: 'Model' }).fill('Nugget Plus');
  const year = page.getByRole('spinbutton', { name: 'Model year' });
  await year.fill('2099');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(year).toHaveAccessibleDescription('The model year cannot be in the future.');
  await expect(year).toBeFocused();
  await year.fill('2021');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/edit-vehicle\/\d+\/basic$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Nugget Plus' })).toBeVisible();
  const vehicleId = /\/edit-vehicle\/(\d+)\//.exec(page.url())?.[1];

  // A reload before saving keeps what was typed.
  const plate = `E2E${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await page.getByRole('textbox', { name: 'Registration number' }).fill(plate);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Registration number' })).toHaveValue(plate, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Description' }).click();
  await expect(page).toHaveURL(/\/description$/);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('A calm campervan for two. Write to me at nugget@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(description).toHaveAccessibleDescription(/Leave out e-mail addresses, phone numbers and other contact details\./);
  await expectNoAxeViolations(page);
  await description.fill('A calm campervan for two, with a kitchen and a roof bed.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // The description's section is complete now (others may be by the API's defaults: a cancellation policy, no toilet).
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('listitem').filter({ hasText: 'Description' })).toContainText('Complete');

  await page.goto('/edit-vehicles');
  const row = page.getByTestId(`my-vehicle-${vehicleId}`);
  await expect(row.getByRole('heading', { name: 'Nugget Plus' })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Registration number' })).toHaveValue(plate, { timeout: 30_000 });
});
