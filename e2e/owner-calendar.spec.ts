import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';
import { apiLogin, restoreAnswered, restoreAs } from './support/session';

// The owner's calendar (issue #24 point 1). The day rules, the unblock plan and the URL state are
// unit tests (calendar-days, unblock-plan, calendar-search); this journey blocks and frees days
// once against the sandbox, and the phone opens the page with axe.

test.describe.configure({ timeout: 120_000 });

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function blockedDates(request: APIRequestContext, vehicleId: number): Promise<string[]> {
  const response = await request.get(`/api/assets/${vehicleId}/unavailable-dates`);
  return ((await response.json()) as { data: { unavailableDates: string[] } }).data.unavailableDates;
}

test('an owner blocks days from the calendar, the vehicle cannot be booked on them, and frees them again', async ({ page, request, context, sandbox }) => {
  const vehicle = await sandbox.claimVehicle({ nights: 4, startsIn: 40 });
  const { vehicleId, fromDate: from } = vehicle;
  const to = addDays(from, 3);
  const login = await apiLogin(request, vehicle.ownerEmail);
  await restoreAnswered(context, request, login);
  expect(await blockedDates(request, vehicleId)).not.toContain(from);

  await page.goto(`/edit-vehicles/calendar/${vehicleId}?month=${from.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const day = (date: string) => page.locator(`[data-day="${date}"] button`);
  // A click selects the first day; the arrow keys move to the last and Enter selects it.
  await day(from).click();
  // The click's selection goes into the URL; the keys are for the day that keeps the focus then.
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(day(from)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  // The selection survives a reload.
  await page.reload();
  const panel = page.getByRole('region', { name: 'Selected days' });
  await page.getByRole('button', { name: 'Block these days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an unavailable period' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Own use' });
  await dialog.getByLabel('Private note').fill('Family trip');
  await dialog.getByRole('button', { name: 'Save period' }).click();
  await expect(panel.getByRole('status')).toHaveText('The days are blocked.');
  await expect(day(from)).toHaveAccessibleName(/Unavailable/);
  await expect(day(to)).toHaveAccessibleName(/Unavailable/);
  expect(await blockedDates(request, vehicleId)).toEqual(expect.arrayContaining([from, to]));

  await day(from).click();
  await day(to).click();
  await panel.getByRole('button', { name: 'Unblock these days' }).click();
  await page.getByRole('dialog', { name: 'Unblock these days?' }).getByRole('button', { name: 'Unblock' }).click();
  await expect(panel.getByRole('status')).toHaveText('The days are free again.');
  await expect(day(from)).toHaveAccessibleName(/Free/);
  expect(await blockedDates(request, vehicleId)).not.toContain(from);
});

test('on a phone, the calendar shows one month with its legend, the act button in view, and passes axe', PHONE_ONLY, async ({ page, request, context, sandbox }) => {
  const booking = await sandbox.booking({ scenario: 'confirmed', startsIn: 30 });
  await restoreAs(context, await apiLogin(request, booking.ownerEmail));
  await page.goto(`/edit-vehicles/calendar/${booking.vehicleId}?month=${booking.fromDate.slice(0, 7)}&from=${booking.fromDate}&to=${booking.fromDate}`);
  await expect(page.getByRole('link', { name: `Open booking ${booking.bookingId}` })).toBeInViewport({ timeout: 30_000 });
  await expect(page.locator(`[data-day="${booking.fromDate}"] button`)).toHaveAccessibleName(/Confirmed booking/);
  await expect(page.locator('.rdp-month')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveCount(6);
  await expectNoAxeViolations(page);
});
