import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';

// Additional drivers (issue #15 point 3) on the sandbox: a confirmed booking made in one call on a
// claimed vehicle. The name rule, every status and the failures are shown by the unit and story
// tests; this is the journey through the API, the uploads and the reviewers' decision.

test.use({ signedInAs: 'renter' });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('the renter adds a driver with both licence photos, the fee joins the payments, and the sandbox approves the driver', async ({ page, sandbox }) => {
  const made = await sandbox.booking({ scenario: 'confirmed', startsIn: 40 });
  await page.goto(`/bookings/${made.bookingId}`);
  const card = page.getByRole('region', { name: 'Additional drivers' });
  await card.getByRole('button', { name: 'Add a driver' }).click();

  const dialog = page.getByRole('dialog', { name: 'Additional driver' });
  const name = dialog.getByLabel('Full name as on the driving licence');
  // 002 §5: refused by the field before anything is sent, the text kept.
  await name.fill('Karin 2');
  await dialog.getByRole('button', { name: 'Add the driver' }).click();
  await expect(name).toHaveAccessibleDescription("Use letters, spaces and - ' & . + only.");
  await name.fill('Karin Berg');
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/bookings/${made.bookingId}/additional-drivers`));
  await dialog.getByRole('button', { name: 'Add the driver' }).click();
  const driverId = ((await (await created).json()) as { data: { id: number } }).data.id;

  await expect(dialog).toContainText("Add both sides of Karin Berg's driving licence. We review it within 2 working days.");
  for (const side of ['Driving licence, front', 'Driving licence, back']) {
    const field = dialog.getByRole('group', { name: side });
    await field.getByLabel('Choose a photo').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await expect(field.getByRole('status')).toHaveText('The photo is uploaded.', { timeout: 20_000 });
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  const driver = card.getByRole('listitem').filter({ hasText: 'Karin Berg' });
  await expect(driver).toContainText('Under review');
  await expect(driver).toContainText('This takes 2 working days.');
  // 001 §4: the driver's fee is added to the order, due as an addition.
  const fee = /Fee (\S+\s[\d,.]+)/.exec((await driver.textContent()) ?? '')?.[1] ?? 'no fee shown';
  await expect(page.getByRole('region', { name: 'Your payments' }).getByRole('row', { name: /^Addition / })).toContainText(`${fee}Due`);

  // The reviewers read a 34-year-old's licence held 12 years (001 §5: the vehicle's minimum age, 3 years).
  expect((await sandbox.decideAdditionalDriver(driverId, { age: 34, licenceYears: 12 })).status).toBe('approved');
  await page.reload();
  await expect(card.getByRole('listitem').filter({ hasText: 'Karin Berg' })).toContainText('Approved');
});

test('the additional-driver modal passes axe with its main action in view on a phone', PHONE, async ({ page, sandbox }) => {
  const made = await sandbox.booking({ scenario: 'confirmed', startsIn: 40 });
  await page.goto(`/bookings/${made.bookingId}`);
  await page.getByRole('region', { name: 'Additional drivers' }).getByRole('button', { name: 'Add a driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Additional driver' });
  await dialog.getByLabel('Full name as on the driving licence').fill('Karin Berg');
  await expect(dialog.getByRole('button', { name: 'Add the driver' })).toBeInViewport();
  await expectNoAxeViolations(page);
});
