import { expect, test } from './support/fixtures';
import { apiLogin, restoreAs } from './support/session';

test('shots', async ({ page, context, request, sandbox, openAs }) => {
  const booking = await sandbox.booking({ scenario: 'active', cashDeposit: false });
  await restoreAs(context, await apiLogin(request, booking.ownerEmail));
  for (const [w, h] of [[390, 844], [1366, 900]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`/bookings/${booking.bookingId}/checkout`);
    await page.getByRole('button', { name: 'Start the check-out' }).click({ timeout: 20_000 }).catch(() => undefined);
    await page.getByLabel('Mileage (km)').fill('99999');
    if (w === 390) {
      await page.getByRole('button', { name: 'Add an extra charge' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an extra charge' });
      await dialog.getByLabel('What is it for?').selectOption({ label: 'Fuel' });
      await dialog.getByLabel(/^Amount/).fill('450');
      await dialog.getByLabel('Description').fill('Tank not refilled');
      await page.screenshot({ path: `/tmp/w4-dmg-dialog-${w}.png` });
      await dialog.getByRole('button', { name: 'Add the charge' }).click();
    }
    await page.getByRole('heading', { name: 'Extra costs' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/w4-dmg-owner-${w}.png` });
  }
  await page.getByRole('radiogroup', { name: 'Fuel level' }).getByRole('radio', { name: '4/8' }).click();
  await page.getByRole('button', { name: /^Send to .+ for approval$/ }).click();
  await expect(page.getByText(/The check-out was sent\./)).toBeVisible({ timeout: 20_000 });
  const renter = await openAs('renter', `/bookings/${booking.bookingId}/checkout`);
  for (const [w, h] of [[390, 844], [1366, 900]] as const) {
    await renter.setViewportSize({ width: w, height: h });
    await renter.reload();
    await renter.getByRole('heading', { name: 'Extra costs' }).scrollIntoViewIfNeeded({ timeout: 20_000 });
    await renter.screenshot({ path: `/tmp/w4-dmg-renter-${w}.png` });
  }
});
