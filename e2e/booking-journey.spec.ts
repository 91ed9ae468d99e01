import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';
import { expectLinesAddUp, minorOf } from './support/money';
import type { ClaimedVehicle } from './support/sandbox-client';
import { answerPromptsWhenShown } from './support/page-setup';
import { DEMO_PASSWORD } from './support/session';

// The booking journey as a first-time renter and an owner judge it (issue #23): a guest signs up
// inside the flow, a reload after "Book now" comes back to the payment, Back and Forward (also on
// the dev server), where one is and what it costs on every step, one currency, and what the owner
// sees of a request. Each test claims a vehicle of its own through the sandbox.

test.describe.configure({ timeout: 120_000 });

const MESSAGE = 'Two adults and a dog on a tour of the coast.';

const claim = (sandbox: { claimVehicle: (wish: object) => Promise<ClaimedVehicle> }, bookingMethod: 'instant' | 'binding' = 'instant') =>
  sandbox.claimVehicle({ bookingMethod, subType: 'motorhome', withExtras: true });

const bookLink = (vehicle: ClaimedVehicle) => `/vehicles/${vehicle.vehicleId}/book?from=${vehicle.fromDate}&to=${vehicle.toDate}`;

async function heading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
}

/** The progress names the step the renter is on. */
async function expectCurrentStep(page: Page, name: string) {
  const progress = page.getByRole('navigation', { name: 'Booking steps' });
  await expect(progress).toContainText(name);
  await expect(progress.locator('[aria-current="step"]')).toHaveText(name);
}

async function answerAboutYou(page: Page, message = MESSAGE) {
  await page.getByRole('radiogroup', { name: 'Are you going abroad?' }).getByRole('radio', { name: 'No' }).click();
  await page.getByLabel('Message to the owner').fill(message);
  const licence = page.getByRole('checkbox', { name: /driving licence for at least 3 years/ });
  if (!(await licence.isChecked())) await licence.click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function cont(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the link with dates to the review, with the message and the defaults. */
async function walkToReview(page: Page, vehicle: ClaimedVehicle) {
  await page.goto(bookLink(vehicle));
  await answerAboutYou(page);
  await heading(page, 'Customize your trip');
  await cont(page);
  await heading(page, 'Insurance');
  await cont(page);
  await heading(page, 'Review and pay');
}

test.describe('as a first-time guest', () => {
  test('signs up inside the flow, with errors by the fields, and goes on with every choice kept', PHONE, async ({ page, sandbox }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const vehicle = await claim(sandbox);
    await page.goto(bookLink(vehicle));
    await heading(page, 'About you');

    // Point 4: where one is (the progress) and what it costs (the summary: photo, name, dates and nights, the price so far).
    await expectCurrentStep(page, 'About you');
    const summary = phone ? page.locator('details', { hasText: 'Your trip' }) : page.getByRole('region', { name: 'Your trip' });
    if (phone) await summary.getByText('Your trip').click();
    await expect(summary.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(summary.locator('img')).toBeVisible();
    await expect(summary).toContainText(`${vehicle.nights} nights`);
    await expect(summary.getByRole('link', { name: 'Change dates' })).toHaveAttribute('href', new RegExp(`/vehicles/${vehicle.vehicleId}/book$`));
    // A guest on the main site sees euros; the note says what the vehicle's currency charges.
    await expectLinesAddUp(summary.getByRole('table', { name: 'Price so far' }), 'EUR');

    // Point 11: a phone number in the message is caught like an e-mail address (002 §5).
    await page.getByLabel('Message to the owner').fill('Call me on +46 70 123 45 67 when you can.');
    await expect(page.getByLabel('Message to the owner')).toHaveAccessibleDescription(/Contact information is not allowed in the message\./);
    await answerAboutYou(page);

    await heading(page, 'Customize your trip');
    await expectCurrentStep(page, 'Extras');
    await page.getByLabel("Driver's name").fill('Nils Berg');
    await page.getByRole('button', { name: 'Add driver' }).click();
    await cont(page);

    // Point 4: each plan says what it covers and what it leaves out.
    await heading(page, 'Insurance');
    const basic = page.getByRole('region', { name: 'Basic cover' });
    await expect(basic).toContainText(/Deductible: EUR\s[\d,.]+/);
    await expect(basic).toContainText('Damage to the vehicle: collision, theft, fire and glass');
    await expect(basic).toContainText('Not covered:');
    await expect(basic).toContainText('Roadside assistance');
    await expect(page.getByRole('region', { name: 'Complete cover' })).toContainText('The lowest deductible');
    await cont(page);

    // Point 1: the login step offers a sign-up, the social logins and "forgot password".
    await expect(page).toHaveURL(/\/book\/login$/);
    await heading(page, 'Create your account to book');
    await expectCurrentStep(page, 'Account');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong password is explained and nothing typed is lost.
    await page.getByRole('tab', { name: 'I have an account' }).click();
    const login = page.getByRole('tabpanel', { name: 'I have an account' });
    await expect(login.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await login.getByLabel('E-mail').fill('renter@sandbox.test');
    await login.getByLabel('Password', { exact: true }).fill('not-the-password');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByRole('alert')).toContainText('The e-mail address or password is not right.');
    // Empty, the password is asked for by its field.
    await login.getByLabel('Password', { exact: true }).fill('');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Enter your password\./);
    await expect(login.getByLabel('E-mail')).toHaveValue('renter@sandbox.test');
    await expectNoAxeViolations(page);

    // The sign-up: each missing answer by its field; the role is fixed (a renter), the terms are linked.
    await page.getByRole('tab', { name: 'New here' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'New here' });
    await expect(signUp.getByRole('radiogroup', { name: /renter|owner/i })).toHaveCount(0);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    for (const field of [signUp.getByLabel('First name'), signUp.getByLabel('E-mail'), signUp.getByLabel('Password', { exact: true })]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/\S/);
    }
    await expect(signUp.getByRole('button', { name: 'Read the user terms' })).toBeVisible();
    await signUp.getByLabel('First name').fill('Alva');
    await signUp.getByLabel('Last name').fill('Berg');
    await signUp.getByLabel('E-mail').fill(`journey-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`);
    await signUp.getByLabel('Password', { exact: true }).fill('Fjallstuga2026');
    await signUp.getByLabel('Repeat password').fill('Fjallstuga2026');
    await signUp.getByRole('combobox', { name: 'Country of residence' }).selectOption('Sweden');
    await signUp.getByRole('checkbox', { name: 'I accept the user terms' }).click();
    await signUp.getByRole('button', { name: 'Create account' }).click();

    // Back in the flow, signed in, at the review: the choices made as a guest are all there.
    await expect(page).toHaveURL(/\/book\/purchase$/, { timeout: 30_000 });
    await heading(page, 'Review and pay');
    await expectCurrentStep(page, 'Review and pay');
    await expectLinesAddUp(page.getByRole('table', { name: 'Price' }));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, 'Insurance');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, 'Customize your trip');
    await expect(page.getByRole('button', { name: 'Remove Nils Berg' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, 'About you');
    await expect(page.getByLabel('Message to the owner')).toHaveValue(MESSAGE);
  });
});

test.describe('as a signed-in renter', () => {
  test.use({ signedInAs: 'renter' });

  test('a reload after "Book now" comes back to the same payment; paying confirms, and the confirmation tells what comes next', PHONE, async ({ page, sandbox }) => {
    const vehicle = await claim(sandbox);
    await page.goto(bookLink(vehicle));
    await heading(page, 'About you');
    await answerAboutYou(page);

    // Point 8: an add-on carries its name in the price, and the basic plan it replaces is a named line.
    await heading(page, 'Customize your trip');
    const extras = page.getByRole('region', { name: 'Equipment and services' });
    const labelText = ((await extras.locator('label').first().textContent()) ?? '').trim();
    const control = extras.getByLabel(labelText, { exact: true });
    if ((await control.getAttribute('type')) === 'number') await control.fill('1');
    else await control.click();
    const addonLabel = labelText.replace(/\s*\([^)]*\)$/, '');
    expect(addonLabel).not.toBe('');
    await cont(page);
    await heading(page, 'Insurance');
    await page.getByRole('checkbox', { name: /^Deductible reduction \(/ }).click();
    await cont(page);

    await heading(page, 'Review and pay');
    const price = page.getByRole('table', { name: 'Price' });
    const rows = await expectLinesAddUp(price, 'SEK');
    expect(rows.map((row) => row.label)).toEqual(expect.arrayContaining([expect.stringContaining(addonLabel), expect.stringMatching(/^Basic insurance, replaced by Deductible reduction/)]));
    const total = rows.at(-1)?.amount ?? '';

    await page.getByRole('radio', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Book now' }).click();
    const payment = page.getByRole('form', { name: 'Payment' });
    const pay = payment.getByRole('button', { name: /^Pay SEK/ });
    await expect(pay).toBeVisible({ timeout: 30_000 });
    const payName = (await pay.textContent())?.trim() ?? '';

    // Point 2: the request is made; a reload shows its payment again, for the same amount.
    await page.reload();
    await heading(page, 'Pay to confirm');
    await expect(pay).toBeVisible({ timeout: 30_000 });
    await expect(pay).toHaveText(payName);
    await expectNoAxeViolations(page);

    const newCard = payment.getByRole('radio', { name: 'A new card' });
    if ((await newCard.count()) > 0 && !(await newCard.isChecked())) await newCard.click();
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();

    // Point 4: the booking number, the dates, what was paid, what happens next and the way to the booking.
    await expect(page).toHaveURL(/\/book\/confirmation$/, { timeout: 30_000 });
    await heading(page, 'Your booking is confirmed');
    await expect(page.getByText(/^Booking number \d+$/)).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts.getByText('Dates', { exact: true })).toBeVisible();
    await expect(facts).toContainText(total);
    expect(minorOf((await facts.locator('dt', { hasText: /^Paid$/ }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '')).toBe(minorOf(total));
    await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your booking' })).toHaveAttribute('href', /\/bookings\/\d+$/);
    await expectNoAxeViolations(page);
  });

  test('an accepted booking still to pay offers Pay on its page', async ({ page, sandbox }) => {
    const vehicle = await claim(sandbox);
    await walkToReview(page, vehicle);
    await page.getByRole('radio', { name: 'Pay later' }).click();
    await page.getByRole('button', { name: 'Book now' }).click();
    await heading(page, 'Your booking is accepted: pay to confirm it');
    await page.getByRole('link', { name: 'See your booking' }).click();
    await expect(page.getByRole('form', { name: 'Payment' }).getByRole('button', { name: /^Pay SEK/ })).toBeVisible({ timeout: 30_000 });
  });

  test('one currency: the renter’s SEK in the header, on the card and on the vehicle page, with the same figure per night', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page.getByRole('button', { name: 'Currency SEK' })).toBeVisible();
    const card = page.getByRole('list', { name: 'Your favourite vehicles' }).getByRole('article').first();
    const perNight = card.getByText(/per night$/);
    await expect(perNight).toContainText(/^SEK\s[\d,.]+ per night$/);
    const figure = ((await perNight.textContent()) ?? '').replace(/ per night$/, '');
    const href = (await card.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href')) ?? '';
    expect(await page.getByRole('main').innerText()).not.toMatch(/\b(EUR|NOK|DKK|CHF)\b/);

    await page.goto(href);
    await expect(page.getByText(`${figure} per night, all included`)).toBeVisible({ timeout: 20_000 });
    // Add-ons and insurance in SEK too; the deposit, held in the vehicle's currency, says so with its SEK figure.
    const text = await page.getByRole('main').innerText();
    const charged = /\b(?:EUR|NOK|DKK|CHF)\s[\d,.]+ \(about SEK\s[\d,.]+\)/g;
    expect(text.replace(charged, '')).not.toMatch(/\b(EUR|NOK|DKK|CHF)\s?\d/);
  });
});

// Point 3: Back and Forward through the steps, on the production build and once on the dev server
// (where a Back from "customize" once looped until the tab died).
test('the browser’s Back and Forward move through every step with the answers kept', { tag: '@dev-server' }, async ({ page, sandbox }) => {
  const loops: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Maximum update depth/.test(message.text())) loops.push(message.text());
  });
  const vehicle = await claim(sandbox);
  await page.goto(`/vehicles/${vehicle.vehicleId}/book`);
  await heading(page, 'When do you want to travel?');
  await page.goto(bookLink(vehicle));
  await heading(page, 'About you');
  await answerAboutYou(page);
  await heading(page, 'Customize your trip');
  await page.getByLabel("Driver's name").fill('Nils Berg');
  await page.getByRole('button', { name: 'Add driver' }).click();
  await cont(page);
  await heading(page, 'Insurance');
  const plus = page.getByRole('radiogroup', { name: 'Insurance plan' }).getByRole('radio', { name: /^Plus cover/ });
  await plus.click();

  for (const [url, name] of [
    [/\/book\/customize$/, 'Customize your trip'],
    [/\/book\/about-you$/, 'About you'],
  ] as const) {
    await page.goBack();
    await expect(page).toHaveURL(url);
    await heading(page, name);
  }
  await expect(page.getByLabel('Message to the owner')).toHaveValue(MESSAGE);
  for (const [url, name] of [
    [/\/book\/customize$/, 'Customize your trip'],
    [/\/book\/insurance$/, 'Insurance'],
  ] as const) {
    await page.goForward();
    await expect(page).toHaveURL(url);
    await heading(page, name);
  }
  await expect(plus).toBeChecked();
  await page.goBack();
  await heading(page, 'Customize your trip');
  await expect(page.getByRole('button', { name: 'Remove Nils Berg' })).toBeVisible();
  // A reload on a step resumes that step.
  await page.reload();
  await heading(page, 'Customize your trip');
  await expect(page.getByRole('button', { name: 'Remove Nils Berg' })).toBeVisible();
  expect(loops).toEqual([]);
});

test.describe('as the owner of a requested vehicle', () => {
  test.use({ signedInAs: 'renter' });

  test('the owner sees the renter’s message and profile, status first on a phone, and a decline reads “Declined”', PHONE, async ({ page, sandbox, browser, request }, testInfo) => {
    // An owner who may answer now (002 §4.4: profile complete and ID verified first).
    const vehicle = await sandbox.claimVehicle({ bookingMethod: 'binding', subType: 'motorhome', withExtras: true, answeringOwner: true });
    await walkToReview(page, vehicle);
    await page.getByRole('radio', { name: 'Pay later, after the owner accepts' }).click();
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await heading(page, 'Your booking request is sent');
    const href = (await page.getByRole('link', { name: 'See your booking' }).getAttribute('href')) ?? '';

    const response = await request.post('/api/auth/login', { data: { email: vehicle.ownerEmail, password: DEMO_PASSWORD } });
    const { data } = (await response.json()) as { data: { token: string; refreshToken: string } };
    const context = await browser.newContext({
      ...testInfo.project.use,
      storageState: {
        cookies: [
          { name: 'locale', value: 'en', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
          { name: 'auth', value: encodeURIComponent(JSON.stringify(data)), domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
        ],
        origins: [],
      },
    });
    const owner = await context.newPage();
    await answerPromptsWhenShown(owner);
    await owner.goto(href);
    const request_ = owner.getByRole('region', { name: /^Request from / });
    await expect(request_).toContainText(MESSAGE, { timeout: 30_000 });
    await expect(request_.getByRole('list', { name: 'About the renter' })).toContainText(/Member since|ID/);
    const status = owner.getByRole('region', { name: 'Status' });
    await expect(status.getByRole('button', { name: 'Accept' })).toBeVisible();
    if (testInfo.project.name === 'phone') {
      // On a phone the status and its actions come before the rest of the booking.
      const statusTop = (await status.boundingBox())?.y ?? Infinity;
      expect(statusTop).toBeLessThan((await request_.boundingBox())?.y ?? 0);
    }
    await expectNoAxeViolations(owner);

    await status.getByRole('button', { name: 'Decline' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Decline the request' });
    await dialog.getByRole('radiogroup', { name: 'Reason' }).getByRole('radio').first().click();
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(status).toContainText('You declined this request.', { timeout: 30_000 });
    await expect(owner.getByRole('region', { name: 'History' })).toContainText('Declined by the owner');
    await expect(owner.getByRole('region', { name: 'History' })).not.toContainText('Cancelled by the owner');
    await context.close();
  });
});
