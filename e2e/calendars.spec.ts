import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';
import { apiLogin, restoreAs } from './support/session';

// Calendar files (issue #24). The reading of other producers' files, the duplicate rule and the
// exports read back are unit tests (read-calendar-file.test.ts, calendar-import.test.ts,
// trip-event.test.ts); these journeys show them against the sandbox once, and the phone opens
// both places with axe.

test.describe.configure({ timeout: 120_000 });

const compact = (date: string) => date.replace(/-/g, '');

/** Another platform's calendar as Google Calendar writes it: one timed stay over those days, and one long past. */
const otherCalendar = (name: string, from: string, to: string) =>
  Buffer.from(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
      `X-WR-CALNAME:${name}`,
      'BEGIN:VEVENT',
      `DTSTART;TZID=Europe/Berlin:${compact(from)}T100000`,
      `DTEND;TZID=Europe/Berlin:${compact(to)}T180000`,
      'UID:stay-1@google.com',
      'SUMMARY:Rented elsewhere',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20200101',
      'DTEND;VALUE=DATE:20200105',
      'UID:old@google.com',
      'SUMMARY:Long ago',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );

async function searchFor(page: Page, text: string, from: string, to: string) {
  await page.goto(`/all-vehicles?search=${encodeURIComponent(text)}&availableBetween=${from},${to}`);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('heading', { name: 'No vehicles match your search' }).or(results.locator('a[href*="/vehicles/"]').first())).toBeVisible({ timeout: 30_000 });
  return results;
}

test('an owner imports another platform’s calendar, and the vehicle is no longer bookable on those days', async ({ page, request, context, sandbox }) => {
  const vehicle = await sandbox.claimVehicle({ nights: 4, startsIn: 45 });
  const { fromDate: from, toDate: to } = vehicle;
  const owner = await apiLogin(request, vehicle.ownerEmail);
  await restoreAs(context, owner);
  const asset = ((await (await request.get(`/api/assets/${vehicle.vehicleId}`)).json()) as { data: { model: string; city: string } }).data;
  const ours = `a[href$="/vehicles/${vehicle.vehicleId}"]`;
  await expect((await searchFor(page, `${asset.model} ${asset.city}`, from, to)).locator(ours).first()).toBeVisible();

  await page.goto(`/edit-vehicle/${vehicle.vehicleId}/availability`);
  const name = `Other platform ${vehicle.vehicleId}`;
  const file = { name: 'other-platform.ics', mimeType: 'text/calendar', buffer: otherCalendar(name, from, to) };
  await page.getByLabel('Import another calendar (.ics)').setInputFiles(file, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: `Found in “${name}”` })).toBeVisible();
  const found = page.getByRole('list', { name: 'Busy periods found' });
  // The past event is left out; the stay is one period.
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found).toContainText('Rented elsewhere');
  await expect(found).toContainText('Will be blocked.');
  await page.getByRole('button', { name: 'Block 1 period' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 unavailable period is imported.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Unavailable periods' })).toContainText(`imported: ${name}`);

  // The same file again creates nothing.
  await page.getByLabel('Import another calendar (.ics)').setInputFiles(file);
  await expect(found).toContainText('Already blocked: skipped.');
  await expect(page.getByRole('button', { name: 'Block 0 periods' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The owner's own calendar file holds the period.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the calendar (.ics)' }).click();
  const exported = await readFile(await (await download).path(), 'utf8');
  expect(exported).toContain(`DTSTART;VALUE=DATE:${compact(from)}`);

  await expect((await searchFor(page, `${asset.model} ${asset.city}`, from, to)).locator(ours)).toHaveCount(0);
});

test('a renter adds a confirmed trip to their calendar', async ({ page, request, context, sandbox }) => {
  const booking = await sandbox.booking({ scenario: 'confirmed', startsIn: 20 });
  await restoreAs(context, await apiLogin(request, booking.renterEmail));
  await page.goto(`/bookings/${booking.bookingId}`);
  const section = page.getByRole('region', { name: 'Add to your calendar' });
  await expect(section.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/, { timeout: 30_000 });
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download calendar file (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toContain(`UID:booking-${booking.bookingId}@campershare`);
  expect(text).toMatch(new RegExp(`URL:http://[^/]+/bookings/${booking.bookingId}`));
});

test('on a phone, the calendar files and the trip’s calendar pass axe', PHONE_ONLY, async ({ page, request, context, sandbox }) => {
  const booking = await sandbox.booking({ scenario: 'confirmed', startsIn: 25 });
  await restoreAs(context, await apiLogin(request, booking.ownerEmail));
  await page.goto(`/edit-vehicle/${booking.vehicleId}/availability`);
  await page.getByLabel('Import another calendar (.ics)').setInputFiles({ name: 'other.ics', mimeType: 'text/calendar', buffer: otherCalendar('Other', booking.fromDate, booking.toDate) }, { timeout: 30_000 });
  // The stay falls on the booking's days: shown, and not blocked.
  await expect(page.getByRole('list', { name: 'Busy periods found' })).toContainText(`Overlaps booking ${booking.bookingId}: not blocked.`);
  await expectNoAxeViolations(page);

  await restoreAs(context, await apiLogin(request, booking.renterEmail));
  await page.goto(`/bookings/${booking.bookingId}`);
  await expect(page.getByRole('region', { name: 'Add to your calendar' }).getByRole('button', { name: 'Download calendar file (.ics)' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});
