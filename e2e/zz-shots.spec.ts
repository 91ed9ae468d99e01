import { expect, test } from './support/fixtures';
import { apiLogin, restoreAs } from './support/session';

test('shots', { tag: '@phone' }, async ({ page, context, request, sandbox, openAs }) => {
  if (test.info().project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const booking = await sandbox.booking({ scenario: 'confirmed', startsIn: 0, cashDeposit: false });
  await restoreAs(context, await apiLogin(request, booking.ownerEmail));
  const name = test.info().project.name;
  await page.goto(`/bookings/${booking.bookingId}`);
  await expect(page.getByRole('link', { name: 'Go to the check-in' })).toBeVisible({ timeout: 20000 });
  await page.screenshot({ path: `/tmp/checkin/${name}-0-booking.png` });
  await page.goto(`/bookings/${booking.bookingId}/checkin`);
  await expect(page.getByRole('button', { name: 'Start the check-in' })).toBeVisible({ timeout: 20000 });
  await page.screenshot({ path: `/tmp/checkin/${name}-1-intro.png` });
  await page.getByRole('button', { name: 'Start the check-in' }).click();
  await page.getByRole('button', { name: /Send to/ }).click();
  await page.screenshot({ path: `/tmp/checkin/${name}-2-form.png` });
  await page.screenshot({ path: `/tmp/checkin/${name}-2b-form-full.png`, fullPage: true });
  await page.getByLabel('Mileage (km)').fill('45210');
  await page.getByRole('radiogroup', { name: 'Fuel level' }).getByRole('radio', { name: 'Full' }).click();
  await page.getByLabel('Last four characters of the driving licence number').fill('AB12');
  await page.getByRole('checkbox', { name: /I have seen/ }).click();
  await page.getByRole('button', { name: /Send to/ }).click();
  await expect(page.getByText(/The check-in was sent/)).toBeVisible({ timeout: 20000 });
  await page.screenshot({ path: `/tmp/checkin/${name}-3-sent.png` });
  const renter = await openAs('renter', `/bookings/${booking.bookingId}/checkin`);
  await expect(renter.getByText('45210 km')).toBeVisible({ timeout: 20000 });
  await renter.screenshot({ path: `/tmp/checkin/${name}-4-review.png` });
});
