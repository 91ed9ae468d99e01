import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE, PHONE_ONLY, test } from './support/fixtures';
import type { MadeBooking } from './support/sandbox-client';
import { apiLogin, signInQuietly } from './support/session';

// Check-in and check-out (issue #16) on the sandbox: the owner documents the vehicle at the
// handover (on a phone, in the first test), the renter approves on their own phone, and the
// booking becomes active, then ended; with a cash deposit the owner's confirmation completes the
// check-in. Each test makes its own booking of renter@ with a seeded owner in one sandbox call.

test.describe.configure({ timeout: 90_000 });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
}

/** The booking's status as the API has it now. */
async function statusOf(request: APIRequestContext, booking: MadeBooking): Promise<string> {
  const login = await apiLogin(request, booking.renterEmail);
  const response = await request.get(`/api/bookings/${booking.bookingId}`, { headers: { Authorization: `Bearer ${login.token}` } });
  return ((await response.json()) as { data: { ecommerceStatus: string } }).data.ecommerceStatus;
}

const choosePhoto = (page: Page) => page.getByRole('group', { name: 'Add photos' }).getByLabel('Choose photos').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });

async function addPhoto(page: Page) {
  await choosePhoto(page);
  await expect(page.getByRole('list', { name: 'Photos taken' }).getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
}

async function fillMeterAndFuel(page: Page, mileage: string, fuel: string) {
  await page.getByLabel('Mileage (km)').fill(mileage);
  await page.getByRole('radiogroup', { name: 'Fuel level' }).getByRole('radio', { name: fuel }).click();
}

/** The main action is on screen without scrolling, nothing over it. */
async function expectInReach(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await expect(button).toBeInViewport();
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('the owner checks in a paid booking on its start day on a phone; the renter approves and the trip is active', PHONE_ONLY, async ({ page, context, request, sandbox, openAs }) => {
  const booking = await sandbox.booking({ scenario: 'confirmed', startsIn: 0, cashDeposit: false });
  await signInQuietly(context, request, booking.ownerEmail);

  // The booking page leads to the check-in, which says up front how long it takes.
  await page.goto(`/bookings/${booking.bookingId}`);
  await page.getByRole('link', { name: 'Go to the check-in' }).click();
  await heading(page, 'Check-in');
  await expect(page.getByText('A check-in takes up to 2 hours.', { exact: false })).toBeVisible();
  await expectInReach(page, 'Start the check-in');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start the check-in' }).click();

  // Sending an empty form says what is missing by each field.
  await expectInReach(page, 'Send to Sara for approval');
  await page.getByRole('button', { name: 'Send to Sara for approval' }).click();
  await expect(page.getByText('Enter the mileage.')).toBeVisible();
  await expect(page.getByText('Enter exactly four characters.')).toBeVisible();
  await expectNoAxeViolations(page);

  await addPhoto(page);
  await fillMeterAndFuel(page, '45210', '6/8');
  await page.getByLabel('Last four characters of the driving licence number').fill('AB12');
  // A reload (or a dead battery) loses nothing typed.
  await page.reload();
  await heading(page, 'Check-in');
  await expect(page.getByLabel('Mileage (km)')).toHaveValue('45210');
  await expect(page.getByLabel('Last four characters of the driving licence number')).toHaveValue('AB12');
  // The photo comes back too (from the device's storage, after the fields): a tick given before it
  // had arrived was once gone when the form was sent.
  await expect(page.getByRole('list', { name: 'Photos taken' }).getByRole('listitem')).toHaveCount(1);
  const licence = page.getByRole('checkbox', { name: "I have seen the renter's driving licence and it is valid" });
  await licence.click();
  await expect(licence).toBeChecked();
  await page.getByRole('button', { name: 'Send to Sara for approval' }).click();
  await expect(page.getByText(/The check-in was sent\./)).toBeVisible({ timeout: 20_000 });

  // The renter, on their own phone, first asks for a correction, then approves the corrected one.
  const renter = await openAs('renter', `/bookings/${booking.bookingId}/checkin`);
  await heading(renter, 'Check-in');
  await expect(renter.getByText('45,210 km')).toBeVisible({ timeout: 20_000 });
  await expect(renter.getByRole('list', { name: 'Photos taken' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(renter);
  await renter.getByRole('button', { name: 'Ask for a correction' }).click();
  await expect(renter.getByText(/documents the vehicle with you at the handover/)).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await page.getByRole('button', { name: 'Start the check-in' }).click();
  await fillMeterAndFuel(page, '45212', 'Full');
  await page.getByLabel('Last four characters of the driving licence number').fill('AB12');
  await page.getByRole('checkbox', { name: "I have seen the renter's driving licence and it is valid" }).click();
  await page.getByRole('button', { name: 'Send to Sara for approval' }).click();
  await expect(page.getByText(/The check-in was sent\./)).toBeVisible({ timeout: 20_000 });

  await renter.reload();
  await expect(renter.getByText('45,212 km')).toBeVisible({ timeout: 20_000 });
  await renter.getByRole('button', { name: 'Approve the check-in' }).click();
  await expect(renter.getByText('The check-in is complete. Have a good trip!')).toBeVisible({ timeout: 20_000 });
  expect(await statusOf(request, booking)).toBe('active');
  // Point 7: the booking page's progress bar and history show the trip under way.
  await renter.getByRole('link', { name: 'Back to the booking' }).click();
  await expect(renter.getByRole('list', { name: 'Booking progress' }).locator('[aria-current="step"]')).toHaveText('Active', { timeout: 20_000 });
  await expect(renter.getByText(/: Check-in completed$/)).toBeVisible();
});

test('the owner checks out an active booking with an extra charge for fuel; the mileage may not go below the check-in; the renter approves both and is led to pay', PHONE, async ({ page, context, request, sandbox, openAs }) => {
  const booking = await sandbox.booking({ scenario: 'active', cashDeposit: false });
  await signInQuietly(context, request, booking.ownerEmail);
  await page.goto(`/bookings/${booking.bookingId}/checkout`);
  await heading(page, 'Check-out');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start the check-out' }).click();
  const hint = await page.getByText(/^At check-in: [\d,]+ km$/).textContent();
  const checkinMileage = Number((hint ?? '').replace(/\D/g, ''));
  // A seeded vehicle without an odometer reading was checked in at 0 km: below that is negative.
  await fillMeterAndFuel(page, String(checkinMileage - 1), '4/8');
  const send = page.getByRole('button', { name: /^Send to .+ for approval$/ });
  await send.click();
  await expect(page.getByText(checkinMileage > 0 ? 'The mileage cannot be below the check-in mileage.' : 'The mileage cannot be negative.')).toBeVisible();
  await page.getByLabel('Mileage (km)').fill(String(checkinMileage + 812));

  // The extra-costs step: the booking detail's extra-charge modal, its fee shown as the amount is typed.
  await page.getByRole('button', { name: 'Add an extra charge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an extra charge' });
  await dialog.getByLabel('What is it for?').selectOption({ label: 'Fuel' });
  await dialog.getByLabel(/^Amount/).fill('450');
  const fee = await dialog.getByText(/^Service fee .+: the renter pays .+\.$/).textContent();
  const total = /the renter pays (.+)\.$/.exec(fee ?? '')?.[1] ?? '';
  await dialog.getByLabel('Description').fill('Tank not refilled');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add the charge' }).click();
  await expect(page.getByRole('list', { name: 'Extra costs' }).getByText(`Fuel: ${total}`)).toBeVisible();
  // Kept on the device with the rest of the form.
  await page.getByRole('checkbox', { name: 'I intend to file an insurance claim for damage from this trip' }).click();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Extra costs' }).getByText('Tank not refilled')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('checkbox', { name: 'I intend to file an insurance claim for damage from this trip' })).toBeChecked();
  await send.click();
  await expect(page.getByText(/The check-out was sent\./)).toBeVisible({ timeout: 20_000 });

  const renter = await openAs('renter', `/bookings/${booking.bookingId}/checkout`);
  await heading(renter, 'Check-out');
  await expect(renter.getByText(`${(checkinMileage + 812).toLocaleString('en')} km`)).toBeVisible({ timeout: 20_000 });
  await expect(renter.getByText(/intends to file an insurance claim for damage from this trip\.$/)).toBeVisible();
  await expect(renter.getByRole('list', { name: 'Extra costs' }).getByText(`Fuel: ${total}`)).toBeVisible();
  await expect(renter.getByText(`Extra costs in all: ${total}, service fee`)).toBeVisible();
  await expectNoAxeViolations(renter);
  // The long main action wraps on a phone rather than widening the page.
  expect(await renter.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await renter.getByRole('button', { name: 'Approve the check-out and the extra costs' }).click();
  await expect(renter.getByText('The check-out is complete. Thank you for the trip!')).toBeVisible({ timeout: 20_000 });
  expect(await statusOf(request, booking)).toBe('ended');
  await renter.getByRole('link', { name: 'Pay the extra costs' }).click();
  await expect(renter.getByText(`Extra charges to pay: ${total}`)).toBeVisible({ timeout: 20_000 });
  await expect(renter.getByText(/: Check-out completed$/)).toBeVisible();
});

test('with a cash deposit, the check-in completes when the owner confirms the deposit was paid', async ({ page, context, request, sandbox }) => {
  const booking = await sandbox.booking({ scenario: 'confirmed', startsIn: 0, cashDeposit: true });
  await signInQuietly(context, request, booking.ownerEmail);
  await page.goto(`/bookings/${booking.bookingId}/checkin`);
  await heading(page, 'Check-in');
  await expect(page.getByText('Receive the deposit in cash.')).toBeVisible();
  await page.getByRole('button', { name: 'Start the check-in' }).click();
  await fillMeterAndFuel(page, '9120', 'Full');
  await page.getByLabel('Last four characters of the driving licence number').fill('7Q2X');
  await page.getByRole('checkbox', { name: "I have seen the renter's driving licence and it is valid" }).click();
  await page.getByRole('button', { name: 'Complete the check-in' }).click();
  await expect(page.getByText('Confirm that you received the deposit in cash.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have received the deposit in cash' }).click();
  await page.getByRole('button', { name: 'Complete the check-in' }).click();
  await expect(page.getByText('The check-in is complete. Have a good trip!')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  expect(await statusOf(request, booking)).toBe('active');
});

test('the connection drops while a photo uploads: it waits on the phone, the check-in waits for it, and both arrive when the connection returns', async ({ page, context, request, sandbox, openAs }) => {
  const booking = await sandbox.booking({ scenario: 'confirmed', startsIn: 0, cashDeposit: false });
  await signInQuietly(context, request, booking.ownerEmail);
  await page.goto(`/bookings/${booking.bookingId}/checkin`);
  await page.getByRole('button', { name: 'Start the check-in' }).click();

  await context.setOffline(true);
  await choosePhoto(page);
  await expect(page.getByText('1 photo waits to upload.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos waiting to upload' }).getByText('Waiting for a connection')).toBeVisible();
  await fillMeterAndFuel(page, '30100', '5/8');
  await page.getByLabel('Last four characters of the driving licence number').fill('ZX90');
  await page.getByRole('checkbox', { name: "I have seen the renter's driving licence and it is valid" }).click();
  await page.getByRole('button', { name: 'Send to Sara for approval' }).click();
  await expect(page.getByText('It is sent as soon as the last photo is uploaded.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/The check-in was sent\./)).toBeVisible({ timeout: 30_000 });
  const renter = await openAs('renter', `/bookings/${booking.bookingId}/checkin`);
  await expect(renter.getByText('30,100 km')).toBeVisible({ timeout: 20_000 });
  await expect(renter.getByRole('list', { name: 'Photos taken' }).getByRole('listitem')).toHaveCount(1);
});

test('after the return the owner follows the deposit on the booking and releases it; the booking completes', async ({ page, context, request, sandbox }) => {
  const booking = await sandbox.booking({ scenario: 'ended', cashDeposit: false });
  await signInQuietly(context, request, booking.ownerEmail);
  await page.goto(`/bookings/${booking.bookingId}`);
  const timeline = page.getByRole('list', { name: 'Deposit timeline' });
  await expect(timeline.getByRole('listitem').nth(1)).toContainText(/Held until .+, 48 hours after the return\./, { timeout: 20_000 });

  await page.getByRole('button', { name: 'Release the deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Release the deposit?' });
  await dialog.getByRole('button', { name: 'Release the deposit' }).click();
  await expect(page.getByText('The deposit was released.').first()).toBeVisible({ timeout: 20_000 });
  // Approved extra charges (the sandbox's ended trips have some) are kept; the rest goes back.
  await expect(timeline.getByRole('listitem').nth(2)).toContainText(/(Released in full|Partly released): .+ back to the renter's card/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Release the deposit' })).toHaveCount(0);
  expect(await statusOf(request, booking)).toBe('completed');
});

test('on a phone the deposit timeline and its release dialog pass axe', PHONE_ONLY, async ({ page, context, request, sandbox }) => {
  const booking = await sandbox.booking({ scenario: 'ended', cashDeposit: false });
  await signInQuietly(context, request, booking.ownerEmail);
  await page.goto(`/bookings/${booking.bookingId}`);
  await expect(page.getByRole('list', { name: 'Deposit timeline' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Release the deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Release the deposit?' });
  await expect(dialog.getByRole('button', { name: 'Release the deposit' })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('after the trip the owner adds a late extra charge with its service fee; the renter sees it to pay', async ({ page, context, request, sandbox, openAs }) => {
  const booking = await sandbox.booking({ scenario: 'ended', cashDeposit: false });
  await signInQuietly(context, request, booking.ownerEmail);
  await page.goto(`/bookings/${booking.bookingId}`);
  await page.getByRole('button', { name: 'Add an extra charge' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Add an extra charge' });
  // Bad input is said by the field before anything is sent.
  await dialog.getByRole('button', { name: 'Add the charge' }).click();
  await expect(dialog.getByText('Choose what the charge is for.')).toBeVisible();
  await dialog.getByLabel('What is it for?').selectOption({ label: 'Fuel' });
  await dialog.getByLabel(/^Amount/).fill('450');
  const fee = await dialog.getByText(/^Service fee .+: the renter pays .+\.$/).textContent();
  const total = /the renter pays (.+)\.$/.exec(fee ?? '')?.[1] ?? '';
  const description = `Tank not refilled ${booking.bookingId}`;
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Add the charge' }).click();
  await expect(page.getByText('The extra charge was added. The renter is asked to pay it.').first()).toBeVisible({ timeout: 20_000 });
  const charges = page.getByRole('list', { name: 'Extra charges' });
  await expect(charges.getByText(description)).toBeVisible();

  const renter = await openAs('renter', `/bookings/${booking.bookingId}`);
  await expect(renter.getByRole('list', { name: 'Extra charges' }).getByText(description)).toBeVisible({ timeout: 20_000 });
  await expect(renter.getByText(`Extra charges to pay: ${total}`)).toBeVisible();
});

test('on a phone the extra-charge modal says what is missing by the field and passes axe', PHONE_ONLY, async ({ page, context, request, sandbox }) => {
  const booking = await sandbox.booking({ scenario: 'ended', cashDeposit: false });
  await signInQuietly(context, request, booking.ownerEmail);
  await page.goto(`/bookings/${booking.bookingId}`);
  await page.getByRole('button', { name: 'Add an extra charge' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Add an extra charge' });
  await dialog.getByRole('button', { name: 'Add the charge' }).click();
  await expect(dialog.getByText('Enter the amount.')).toBeVisible();
  await expectNoAxeViolations(page);
});
