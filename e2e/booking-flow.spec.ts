import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { MAIN_ORIGIN } from './support/origins';
import { apiLogin, restoreAs, type DemoLogin } from './support/session';
import { DESKTOP_ONLY, dismissOnboardingModal, warmUpSandbox } from './support/page-setup';
import { failOnCspViolations, watchCsp } from './support/csp';

// Every journey runs under the build's Content-Security-Policy; a violation fails it.
failOnCspViolations(test);

// The booking flow (001 §2, §4, §8; issue #6 point 5) on the sandbox API.
// The phone and desktop runs share one sandbox, and the bookings spec books owner@'s Hymer and
// Adria at the same time: every test here books a vehicle of its own per project (see `vehicleFor`)
// in weeks of 2027 that no other spec uses.

// Journeys of several pages with axe on each, a payment and a second browser: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

// A user who has not finished onboarding gets its modal on route changes (002 §4.4): "Not now" lets the test go on.
test.beforeEach(async ({ page }) => {
  await dismissOnboardingModal(page);
});

test.beforeAll(async ({ playwright }) => warmUpSandbox(playwright));

const CART_KEY = 'booking-cart';
const MESSAGE = 'Two adults on a tour of the coast.';

interface Vehicle {
  id: number;
  ownerId: number;
  country: string;
  drivingLicenseClass: string;
  minimumAge: number;
  checkinWeekdays: number[];
  checkoutWeekdays: number[];
  hasPlatformInsurance: boolean;
  insuranceVendor: { name: string } | null;
  minBookingLengthLow?: number;
}
interface Calendar {
  unavailableDates: string[];
  checkinUnavailableDates: string[];
  checkoutUnavailableDates: string[];
}
interface Range {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const auth = (login: DemoLogin) => ({ Authorization: `Bearer ${login.token}` });

/**
 * Instant motorhomes the Swedish demo renter may book in the flow without a stop: a category B
 * licence, a minimum age of 25 at most, the platform's Omocom insurance (the Swiss insurer only
 * insures Swiss residents), and any check-in or check-out weekday.
 */
async function instantVehicles(request: APIRequestContext): Promise<Vehicle[]> {
  const response = await request.get('/api/assets?filter[bookingMethod]=instant&filter[subType]=motorhome&page[size]=100');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Vehicle[] };
  // Not owner@'s (the bookings spec's owner); by id, so both projects count the same list.
  const demoOwner = (await apiLogin(request, 'owner@sandbox.test')).userId;
  const bookable = data.filter(
    (v) =>
      v.ownerId !== demoOwner &&
      v.drivingLicenseClass === 'B' &&
      v.minimumAge <= 25 &&
      v.hasPlatformInsurance &&
      v.insuranceVendor?.name === 'omocom' &&
      v.checkinWeekdays.length === 0 &&
      v.checkoutWeekdays.length === 0,
  );
  return bookable.sort((a, b) => a.id - b.id);
}

/** A test's own vehicle: slot 0, 1, 2… per test, and the phone and desktop runs take neighbouring ones. */
async function vehicleFor(request: APIRequestContext, slot: number): Promise<Vehicle> {
  const all = await instantVehicles(request);
  const index = slot * 2 + (test.info().project.name === 'phone' ? 0 : 1);
  const vehicle = all[index];
  if (!vehicle) throw new Error(`No instant vehicle ${index} among ${all.length}`);
  return vehicle;
}

/** Five free nights from a project's own week of spring 2027 (low season), respecting the blocked days. */
async function freeRange(request: APIRequestContext, vehicleId: number, slot: number): Promise<Range> {
  const response = await request.get(`/api/assets/${vehicleId}/unavailable-dates`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Calendar };
  const blocked = new Set(data.unavailableDates);
  const base = addDays(test.info().project.name === 'phone' ? '2027-02-01' : '2027-03-01', slot * 3);
  for (let offset = 0; offset < 60; offset += 1) {
    const from = addDays(base, offset);
    const to = addDays(from, 5);
    const free = Array.from({ length: 5 }, (_, i) => addDays(from, i)).every((d) => !blocked.has(d));
    if (free && !data.checkinUnavailableDates.includes(from) && !data.checkoutUnavailableDates.includes(to)) return { from, to };
  }
  throw new Error(`No free range for vehicle ${vehicleId}`);
}

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
}

/** Dates (given by the link), about you, customize and insurance with the defaults, up to the purchase step. */
async function walkToPurchase(page: Page, vehicleId: number, range: Range, { axe }: { axe: boolean }) {
  await page.goto(`/vehicles/${vehicleId}/book?from=${range.from}&to=${range.to}`);
  await heading(page, 'When do you want to travel?');
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicleId}/book/about-you$`));
  await heading(page, 'About you');
  if (axe) await expectNoAxeViolations(page);
  await answerAboutYou(page);

  await expect(page).toHaveURL(/\/book\/customize$/);
  await heading(page, 'Customize your trip');
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/book\/insurance$/);
  await heading(page, 'Insurance');
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/book\/purchase$/);
  await expect(page.getByRole('table', { name: 'Price' })).toBeVisible({ timeout: 20_000 });
  if (axe) await expectNoAxeViolations(page);
}

async function answerAboutYou(page: Page) {
  await page.getByRole('radiogroup', { name: 'Are you going abroad?' }).getByRole('radio', { name: 'No' }).click();
  await page.getByLabel('Message to the owner').fill(MESSAGE);
  await page.getByRole('checkbox', { name: /driving licence for at least 3 years/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Pays now: "Book now" confirms the instant booking, then the payment form asks for the card. */
async function bookAndOpenPayment(page: Page) {
  await page.getByRole('radio', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Book now' }).click();
  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment.getByRole('button', { name: /^Pay / })).toBeVisible({ timeout: 30_000 });
  return payment;
}

/** A new card in the sandbox gateway's field (the demo renter has saved cards: choose "A new card" first). */
async function payWithCard(page: Page, card: string) {
  const payment = page.getByRole('form', { name: 'Payment' });
  const newCard = payment.getByRole('radio', { name: 'A new card' });
  if ((await newCard.count()) > 0 && !(await newCard.isChecked())) await newCard.click();
  await payment.getByLabel('Card number').fill(card);
  await payment.getByRole('button', { name: /^Pay / }).click();
}

interface SavedCart {
  currentCartStep: string;
  pendingBookingRequest: { fromDate: string; toDate: string; drivingLicenseConfirmed: boolean } | null;
  pendingMessage: string | null;
  cartVehicle: { id: number } | null;
  booking?: { bookingId: number; orderConfirmed: boolean } | null;
}

const savedCart = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CART_KEY) as Promise<SavedCart | null>;

/** A refused payment leaves the renter on the purchase step with the whole cart as it was. */
async function expectCartIntact(page: Page, vehicleId: number, range: Range) {
  await expect(page).toHaveURL(/\/book\/purchase$/);
  const cart = await savedCart(page);
  expect(cart).toMatchObject({
    currentCartStep: 'purchase',
    cartVehicle: { id: vehicleId },
    pendingBookingRequest: { fromDate: range.from, toDate: range.to, drivingLicenseConfirmed: true },
    pendingMessage: MESSAGE,
    booking: { orderConfirmed: true },
  });
}

async function bookingStatus(request: APIRequestContext, renter: DemoLogin, bookingId: number): Promise<string> {
  const response = await request.get(`/api/bookings/${bookingId}`, { headers: auth(renter) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { ecommerceStatus: string } }).data.ecommerceStatus;
}

/** The booking of the confirmation page, from its "See your booking" link. */
async function confirmedBookingId(page: Page): Promise<number> {
  const href = await page.getByRole('link', { name: 'See your booking' }).getAttribute('href');
  const id = Number(/\/bookings\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

async function openAs(browser: Browser, login: DemoLogin, path: string): Promise<Page> {
  const viewport = test.info().project.use.viewport;
  const context = await browser.newContext({ baseURL: MAIN_ORIGIN, ...(viewport ? { viewport } : {}) });
  await restoreAs(context, login);
  await watchCsp(context);
  const page = await context.newPage();
  await dismissOnboardingModal(page);
  await page.goto(path);
  return page;
}

test('a renter books an instant vehicle and pays now: the booking is confirmed', async ({ page, context, request }) => {
  const vehicle = await vehicleFor(request, 0);
  const range = await freeRange(request, vehicle.id, 0);
  const renter = await apiLogin(request, 'renter@sandbox.test');
  await restoreAs(context, renter);

  await walkToPurchase(page, vehicle.id, range, { axe: true });
  await bookAndOpenPayment(page);
  await expectNoAxeViolations(page);
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/book\/confirmation$/, { timeout: 30_000 });
  await heading(page, 'Your booking is confirmed');
  await expectNoAxeViolations(page);
  const bookingId = await confirmedBookingId(page);
  expect(await bookingStatus(request, renter, bookingId)).toBe('confirmed');
});

test('a renter requests a binding vehicle in the flow, the owner accepts in another browser, the renter pays and sees it confirmed', async ({ browser, page, context, request }) => {
  const owner = await apiLogin(request, 'owner@sandbox.test');
  const renter = await apiLogin(request, 'renter@sandbox.test');
  // owner@'s binding Volkswagen California: the bookings spec takes the Hymer and the Adria.
  const mine = await request.get('/api/me/assets', { headers: auth(owner), params: { 'filter[type]': 'vehicle' } });
  const { data } = (await mine.json()) as { data: { id: number; bookingMethod: string; brand?: { name: string } | null }[] };
  const van = data.find((v) => v.brand?.name === 'Volkswagen' && v.bookingMethod === 'binding');
  if (!van) throw new Error('owner@ has no binding Volkswagen');
  const range = await freeRange(request, van.id, 10);
  await restoreAs(context, renter);

  await walkToPurchase(page, van.id, range, { axe: true });
  await page.getByRole('radio', { name: 'Pay later, after the owner accepts' }).click();
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await expect(page).toHaveURL(/\/book\/confirmation$/, { timeout: 30_000 });
  await heading(page, 'Your booking request is sent');
  await expectNoAxeViolations(page);
  const bookingId = await confirmedBookingId(page);
  // A request waits for the owner's answer (the contract's `pending_confirmation`).
  expect(await bookingStatus(request, renter, bookingId)).toBe('pending_confirmation');

  // The owner answers in a browser of their own.
  const ownerPage = await openAs(browser, owner, `/bookings/${bookingId}`);
  await expect(ownerPage.getByText('You have a new booking request. Accept or decline it.')).toBeVisible({ timeout: 30_000 });
  await ownerPage.getByRole('button', { name: 'Accept' }).click();
  await expect(ownerPage.getByText('You accepted the request. The booking is confirmed once the renter pays.')).toBeVisible({ timeout: 30_000 });
  await ownerPage.context().close();

  // The renter pays on the booking page.
  await page.getByRole('link', { name: 'See your booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(page.getByText('The owner accepted your request. Pay to confirm the booking.')).toBeVisible({ timeout: 30_000 });
  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment.getByRole('button', { name: /^Pay / })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('The booking is confirmed.')).toBeVisible({ timeout: 30_000 });
  expect(await bookingStatus(request, renter, bookingId)).toBe('confirmed');
});

test('insufficient funds keep the cart and the purchase step, and another card pays', DESKTOP_ONLY, async ({ page, context, request }) => {
  const vehicle = await vehicleFor(request, 1);
  const range = await freeRange(request, vehicle.id, 1);
  const renter = await apiLogin(request, 'renter@sandbox.test');
  await restoreAs(context, renter);

  await walkToPurchase(page, vehicle.id, range, { axe: false });
  const payment = await bookAndOpenPayment(page);
  await payWithCard(page, '4000 0000 0000 9995');
  const alert = payment.getByRole('alert');
  await expect(alert).toContainText('Your card has insufficient funds.', { timeout: 30_000 });
  await expectNoAxeViolations(page);
  await expectCartIntact(page, vehicle.id, range);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/book\/confirmation$/, { timeout: 30_000 });
  await heading(page, 'Your booking is confirmed');
  expect(await bookingStatus(request, renter, await confirmedBookingId(page))).toBe('confirmed');
});

test('a failed 3-D Secure check keeps the cart and the purchase step, and a retry pays', DESKTOP_ONLY, async ({ page, context, request }) => {
  const vehicle = await vehicleFor(request, 2);
  const range = await freeRange(request, vehicle.id, 2);
  const renter = await apiLogin(request, 'renter@sandbox.test');
  await restoreAs(context, renter);

  await walkToPurchase(page, vehicle.id, range, { axe: false });
  const payment = await bookAndOpenPayment(page);
  await payWithCard(page, '4000 0027 6000 3184');
  const challenge = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
  await expect(challenge).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await challenge.getByRole('button', { name: 'Fail authentication' }).click();
  const alert = payment.getByRole('alert');
  await expect(alert).toContainText('Your card was declined.', { timeout: 30_000 });
  await expectCartIntact(page, vehicle.id, range);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await payWithCard(page, '4000 0027 6000 3184');
  await challenge.getByRole('button', { name: 'Complete authentication' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/book\/confirmation$/, { timeout: 30_000 });
  await heading(page, 'Your booking is confirmed');
  expect(await bookingStatus(request, renter, await confirmedBookingId(page))).toBe('confirmed');
});

test('a reload in the middle of the flow resumes on the same step with the answers kept; back and forward move between steps', async ({ page, context, request }) => {
  const vehicle = await vehicleFor(request, 3);
  const range = await freeRange(request, vehicle.id, 3);
  await restoreAs(context, await apiLogin(request, 'renter@sandbox.test'));

  await page.goto(`/vehicles/${vehicle.id}/book?from=${range.from}&to=${range.to}`);
  await heading(page, 'When do you want to travel?');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'About you');
  // A missing confirmation is explained next to the field (001 §5).
  await page.getByLabel('Message to the owner').fill(MESSAGE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We need your confirmation for the insurance.')).toBeVisible();
  await answerAboutYou(page);

  // Customize: an additional driver, then a reload.
  await expect(page).toHaveURL(/\/book\/customize$/);
  await heading(page, 'Customize your trip');
  await page.getByLabel("Driver's name").fill('Alva Berg');
  await page.getByRole('button', { name: 'Add driver' }).click();
  await expect(page.getByRole('button', { name: 'Remove Alva Berg' })).toBeVisible();
  await page.reload();
  await heading(page, 'Customize your trip');
  await expect(page).toHaveURL(/\/book\/customize$/);
  await expect(page.getByRole('button', { name: 'Remove Alva Berg' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Insurance: a higher plan and an extra cover, then a reload.
  await expect(page).toHaveURL(/\/book\/insurance$/);
  await heading(page, 'Insurance');
  const plus = page.getByRole('radiogroup', { name: 'Insurance plan' }).getByRole('radio', { name: /^Omocom Plus/ });
  const roadside = page.getByRole('checkbox', { name: /^Roadside assistance/ });
  await plus.click();
  await roadside.click();
  await expect(plus).toBeChecked();
  await expect(roadside).toBeChecked();
  await page.reload();
  await heading(page, 'Insurance');
  await expect(page).toHaveURL(/\/book\/insurance$/);
  await expect(plus).toBeChecked();
  await expect(roadside).toBeChecked();

  // Back and forward in the browser.
  await page.goBack();
  await expect(page).toHaveURL(/\/book\/customize$/);
  await heading(page, 'Customize your trip');
  await expect(page.getByRole('button', { name: 'Remove Alva Berg' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/book\/about-you$/);
  await heading(page, 'About you');
  await expect(page.getByLabel('Message to the owner')).toHaveValue(MESSAGE);
  await page.goForward();
  await expect(page).toHaveURL(/\/book\/customize$/);
  await heading(page, 'Customize your trip');
  await page.goForward();
  await expect(page).toHaveURL(/\/book\/insurance$/);
  await heading(page, 'Insurance');
  await expect(plus).toBeChecked();

  // The saved cart holds the answers under its one key.
  expect(await savedCart(page)).toMatchObject({ currentCartStep: 'insurance', cartVehicle: { id: vehicle.id }, pendingMessage: MESSAGE, pendingBookingRequest: { fromDate: range.from, toDate: range.to } });
});

test('an owner sees the notice instead of booking', async ({ page, context, request }) => {
  const vehicle = await vehicleFor(request, 4);
  const range = await freeRange(request, vehicle.id, 4);
  await restoreAs(context, await apiLogin(request, 'owner@sandbox.test'));
  await page.goto(`/vehicles/${vehicle.id}/book?from=${range.from}&to=${range.to}`);
  await expect(page).toHaveURL(/\/book\/error$/);
  await heading(page, 'Owners cannot book');
  await expect(page.getByRole('alert')).toContainText('Owners cannot send booking requests.');
  await expectNoAxeViolations(page);
});

test('a guest logs in inside the flow and comes back to it', async ({ page, request }) => {
  const vehicle = await vehicleFor(request, 5);
  const range = await freeRange(request, vehicle.id, 5);
  await page.goto(`/vehicles/${vehicle.id}/book?from=${range.from}&to=${range.to}`);
  await heading(page, 'When do you want to travel?');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'About you');
  await answerAboutYou(page);
  await heading(page, 'Customize your trip');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Insurance');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/book\/login$/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill('renter@sandbox.test');
  await page.getByLabel('Password').fill('Sandbox2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/book\/purchase$/);
  await expect(page.getByRole('table', { name: 'Price' })).toBeVisible({ timeout: 20_000 });
});
