import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { MAIN_ORIGIN } from './support/origins';
import { apiLogin, restoreAs, type DemoLogin } from './support/session';
import { DESKTOP_ONLY, dismissOnboardingModal, warmUpSandbox } from './support/page-setup';
import { failOnCspViolations, watchCsp } from './support/csp';

// Every journey runs under the build's Content-Security-Policy; a violation fails it.
failOnCspViolations(test);

// The booking lifecycle (001 §1, §4, §9; issue #6 point 4) on the sandbox API: requests are made
// through the API (POST /bookings, then POST /orders/{id}/confirm), the answers and payments in the UI.
// Phone and desktop share one sandbox: each project books its own weeks (see `windowOf`), so
// no two tests ask for the same vehicle on the same dates.

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await dismissOnboardingModal(page);
});

test.beforeAll(async ({ playwright }) => warmUpSandbox(playwright));

interface Vehicle {
  id: number;
  brand?: { name: string } | null;
}

const auth = (login: DemoLogin) => ({ Authorization: `Bearer ${login.token}` });

/** The owner's binding Hymer or instant Adria. */
async function ownerVehicle(request: APIRequestContext, owner: DemoLogin, brand: 'Hymer' | 'Adria'): Promise<Vehicle> {
  const response = await request.get('/api/me/assets', { headers: auth(owner), params: { 'filter[type]': 'vehicle' } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Vehicle[] };
  const vehicle = data.find((v) => v.brand?.name === brand);
  if (!vehicle) throw new Error(`The owner has no ${brand}`);
  return vehicle;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Low-season weeks of a project's own, one slot per test, far enough apart that the two runs never meet. */
function windowOf(projectName: string, slot: number): string {
  const base = projectName === 'phone' ? '2027-09-06' : '2028-01-10';
  return addDays(base, slot * 21);
}

/**
 * Drafts a booking and sends it as the request. The vehicle's check-in weekdays and minimum nights
 * are not known here, so it tries a few starts and lengths within the slot's three weeks.
 */
async function requestBooking(request: APIRequestContext, renter: DemoLogin, vehicleId: number, start: string): Promise<{ id: number; orderId: number }> {
  for (const offset of [0, 1, 2, 3, 4, 5, 6]) {
    for (const nights of [7, 5, 10]) {
      const fromDate = addDays(start, offset);
      const body = { assetId: vehicleId, fromDate, toDate: addDays(fromDate, nights), message: 'Hej! We would love to rent it.', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true, payLater: true };
      const response = await request.post('/api/bookings', { headers: auth(renter), data: body });
      if (!response.ok()) continue;
      const { data } = (await response.json()) as { data: { id: number; order?: { id: number } } };
      const orderId = data.order?.id ?? 0;
      const confirm = await request.post(`/api/orders/${orderId}/confirm`, { headers: auth(renter), data: { payLater: true } });
      expect(confirm.ok(), 'send the request').toBe(true);
      return { id: data.id, orderId };
    }
  }
  throw new Error(`No bookable dates for vehicle ${vehicleId} from ${start}`);
}

async function openAs(browser: Browser, login: DemoLogin, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: MAIN_ORIGIN, ...(test.info().project.use.viewport ? { viewport: test.info().project.use.viewport } : {}) });
  await restoreAs(context, login);
  await watchCsp(context);
  const page = await context.newPage();
  await dismissOnboardingModal(page);
  await page.goto(path);
  return page;
}

// The booking flow's spec walks the same journey on a phone too.
test('a renter requests a binding booking, the owner accepts in another browser, the renter pays and sees it confirmed', DESKTOP_ONLY, async ({ browser, request }) => {
  const renter = await apiLogin(request, 'renter@sandbox.test');
  const owner = await apiLogin(request, 'owner@sandbox.test');
  const hymer = await ownerVehicle(request, owner, 'Hymer');
  const booking = await requestBooking(request, renter, hymer.id, windowOf(test.info().project.name, 0));

  const ownerPage = await openAs(browser, owner, `/bookings/${booking.id}`);
  await expect(ownerPage.getByText('You have a new booking request. Accept or decline it.')).toBeVisible({ timeout: 30_000 });
  await expect(ownerPage.getByText(/^Answer by/)).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: 'Booking progress' }).getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  await expectNoAxeViolations(ownerPage);
  await ownerPage.getByRole('button', { name: 'Accept' }).click();
  await expect(ownerPage.getByText('You accepted the request. The booking is confirmed once the renter pays.')).toBeVisible({ timeout: 30_000 });

  const renterPage = await openAs(browser, renter, `/bookings/${booking.id}`);
  await expect(renterPage.getByText('The owner accepted your request. Pay to confirm the booking.')).toBeVisible({ timeout: 30_000 });
  await expect(renterPage.getByText(/^Pay by/)).toBeVisible();
  const payment = renterPage.getByRole('form', { name: 'Payment' });
  await expect(payment).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(renterPage);
  const newCard = payment.getByRole('radio', { name: 'A new card' });
  if (await newCard.isVisible()) await newCard.click();
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(renterPage.getByText('The booking is confirmed.')).toBeVisible({ timeout: 30_000 });
  await expect(renterPage.getByRole('list', { name: 'Booking progress' }).locator('[aria-current="step"]')).toHaveText('Confirmed');
  // 001 §6: contact data once confirmed.
  await expect(renterPage.getByRole('main').getByRole('link', { name: 'owner@sandbox.test' })).toBeVisible();

  // The owner's page polls and shows it confirmed too.
  await ownerPage.reload();
  await expect(ownerPage.getByText('The booking is confirmed.')).toBeVisible({ timeout: 30_000 });
  await expect(ownerPage.getByText(/Only support can cancel a confirmed booking/)).toBeVisible();
  await ownerPage.context().close();
  await renterPage.context().close();
});

test('the owner declines a request with a reason', DESKTOP_ONLY, async ({ browser, request }) => {
  const renter = await apiLogin(request, 'renter@sandbox.test');
  const owner = await apiLogin(request, 'owner@sandbox.test');
  const hymer = await ownerVehicle(request, owner, 'Hymer');
  const booking = await requestBooking(request, renter, hymer.id, windowOf(test.info().project.name, 1));

  const page = await openAs(browser, owner, `/bookings/${booking.id}`);
  await page.getByRole('button', { name: 'Decline' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Decline the request' });
  await expect(dialog.getByRole('button', { name: 'Decline request' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'The vehicle is in winter storage' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(page.getByText('You declined this request.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Booking progress' }).locator('[aria-current="step"]')).toHaveText('Declined');
  await page.context().close();
});

test('the renter withdraws a request before the owner answers', DESKTOP_ONLY, async ({ browser, request }) => {
  const renter = await apiLogin(request, 'renter@sandbox.test');
  const owner = await apiLogin(request, 'owner@sandbox.test');
  const hymer = await ownerVehicle(request, owner, 'Hymer');
  const booking = await requestBooking(request, renter, hymer.id, windowOf(test.info().project.name, 2));

  const page = await openAs(browser, renter, `/bookings/${booking.id}`);
  await expect(page.getByText(/^The owner answers by/)).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your request' });
  await dialog.getByRole('radio', { name: 'My plans changed' }).click();
  await dialog.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(page.getByText('You cancelled this booking.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Booking progress' }).locator('[aria-current="step"]')).toHaveText('Cancelled');
  await page.context().close();
});

test('the renter cancels a confirmed booking and sees the refund before confirming', async ({ browser, request }) => {
  const renter = await apiLogin(request, 'renter@sandbox.test');
  const owner = await apiLogin(request, 'owner@sandbox.test');
  const adria = await ownerVehicle(request, owner, 'Adria');
  const booking = await requestBooking(request, renter, adria.id, windowOf(test.info().project.name, 3));
  // The Adria is instant: accepted with the request; paying the first installment confirms it.
  const installments = await request.get(`/api/orders/${booking.orderId}/installments`, { headers: auth(renter) });
  const { data } = (await installments.json()) as { data: { id: number; status: string }[] };
  const first = data.find((i) => i.status === 'payable');
  if (!first) throw new Error('Nothing payable');
  const paid = await request.post('/api/payments', {
    headers: auth(renter),
    data: { payableType: 'installment', payableId: first.id, method: 'stripe', stripeAccount: 'se', paymentMethodId: 'pm_success', paymentMethodType: 'card' },
  });
  expect(paid.ok(), 'pay the first installment').toBe(true);

  const page = await openAs(browser, renter, `/bookings/${booking.id}`);
  await expect(page.getByText('The booking is confirmed.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the booking' });
  const refund = dialog.getByRole('group', { name: 'Refund' });
  await expect(refund).toContainText(/Refund: SEK/);
  await expect(refund).toContainText(/cancellation policy with \d+ days' notice/);
  await expect(dialog.getByRole('radio', { name: 'The owner did not respond' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Sickness' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('You cancelled this booking.')).toBeVisible({ timeout: 30_000 });
  await page.context().close();
});

test('the bookings list filters by vehicle and travel dates and shows cancelled and expired on request', async ({ page, request }) => {
  const renter = await apiLogin(request, 'renter@sandbox.test');
  await restoreAs(page.context(), renter);
  await page.goto('/bookings');
  const list = page.getByRole('list', { name: 'Bookings' });
  await expect(list).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  const openCount = await list.getByRole('listitem').count();
  expect(openCount).toBeGreaterThan(0);
  await expect(list).not.toContainText(/Cancelled|Expired|Declined|Unanswered/);

  await page.getByRole('switch', { name: 'Show cancelled and expired' }).click();
  await expect(page).toHaveURL(/canceled=1/);
  await expect(list).toContainText(/Cancelled|Expired|Declined|Unanswered/);

  // Travel dates: only bookings overlapping a window far in the past: none.
  await page.getByLabel('Travelling from').fill('2001-01-01');
  await page.getByLabel('Travelling until').fill('2001-01-31');
  await expect(page.getByText('No bookings match these filters.')).toBeVisible();
  await page.getByLabel('Travelling from').fill('');
  await page.getByLabel('Travelling until').fill('');
  await expect(list).toBeVisible();

  // Vehicle: every listed booking is of the chosen vehicle.
  // The browser's own select: the first option after "All vehicles".
  const vehicleSelect = page.getByRole('combobox', { name: 'Vehicle' });
  const vehicle = (await vehicleSelect.getByRole('option').nth(1).textContent())?.trim() ?? '';
  await vehicleSelect.selectOption({ label: vehicle });
  await expect(page).toHaveURL(/vehicle=\d+/);
  const links = list.getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const text of await links.allTextContents()) expect(text.startsWith(vehicle)).toBe(true);

  // A booking opens its page.
  await links.first().click();
  await expect(page.getByRole('list', { name: 'Booking progress' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});

test('an owner sees the bookings of their vehicles and their own trips in tabs', async ({ page, request }) => {
  const owner = await apiLogin(request, 'owner@sandbox.test');
  await restoreAs(page.context(), owner);
  await page.goto('/bookings');
  await expect(page.getByRole('tab', { name: 'Your vehicles' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Bookings' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Your trips' }).click();
  await expect(page).toHaveURL(/role=renter/);
  await expect(page.getByText('No bookings match these filters.')).toBeVisible();
});
