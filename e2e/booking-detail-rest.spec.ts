import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue #15 points 5 and 6, once on desktop: the rental contract of a booking, and the booking
// history's filters. The history's queries, toggle and failure are component tests
// (booking-history-page.test.tsx); the phone opens the history with axe in pages-on-phone.spec.ts.

test.describe.configure({ timeout: 90_000 });
test.use({ signedInAs: 'renter' });

test('the rental contract downloads as a PDF; the booking history’s filters narrow the list and survive a reload and Back', async ({ page, sandbox }) => {
  const booking = await sandbox.booking({ scenario: 'completed' });
  await page.goto(`/bookings/${booking.bookingId}`);
  const contract = page.getByRole('region', { name: 'Rental contract' });
  const button = contract.getByRole('button', { name: 'Download the contract (PDF)' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rental-contract-${booking.bookingId}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');

  // The history is found from the bookings page.
  await page.goto('/bookings');
  await page.getByRole('link', { name: 'Booking history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking history' })).toBeVisible({ timeout: 30_000 });
  const past = page.getByRole('list', { name: 'Past' });
  await expect(past.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  // Our vehicle and the trip's dates: only this booking is left.
  await page.getByRole('combobox', { name: 'Vehicle' }).selectOption(String(booking.vehicleId));
  await page.getByLabel('Travelling from').fill(booking.fromDate);
  await page.getByLabel('Travelling until').fill(booking.toDate);
  await expect(page).toHaveURL(new RegExp(`vehicle=${booking.vehicleId}.*from=${booking.fromDate}&to=${booking.toDate}`));
  const ours = past.getByRole('link');
  await expect(ours).toHaveCount(1);
  await expect(ours).toHaveAttribute('href', `/bookings/${booking.bookingId}`);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(String(booking.vehicleId), { timeout: 30_000 });
  await expect(page.getByLabel('Travelling from')).toHaveValue(booking.fromDate);
  await expect(ours).toHaveCount(1);

  // A window before the trip: none. Then the booking, and Back to the filtered history.
  await page.getByLabel('Travelling until').fill('2001-01-31');
  await expect(page.getByRole('status').filter({ hasText: 'No bookings match these filters.' })).toBeVisible();
  await page.getByLabel('Travelling until').fill(booking.toDate);
  await ours.click();
  await expect(page.getByRole('list', { name: 'Booking progress' })).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await expect(ours).toHaveAttribute('href', `/bookings/${booking.bookingId}`, { timeout: 30_000 });
  await expect(page.getByLabel('Travelling until')).toHaveValue(booking.toDate);
});
