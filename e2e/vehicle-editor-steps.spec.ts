import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';
import { draftOf } from './support/owner-vehicles';
import { signUpQuietly } from './support/session';

// The vehicle editor's equipment with its add-ons, location, insurance, pricing, rules, cancellation and check-in/check-out steps (issue #18 points 3 and 5) on the
// sandbox API. Their rules (ages 18–48, the time pair, the gas tank statement) are unit tests with
// 000 §5's numbers and each step is a story; this journey shows them against the real API once, at
// desktop width, and the phone opens each step with axe.

test.describe.configure({ timeout: 90_000 });

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
/** The section's state beside its tab: "Complete" once the API's `infoStatuses` say so. */
const stateOf = (page: Page, name: string) => sections(page).getByRole('listitem').filter({ hasText: name });

test('an owner sets the equipment and an add-on, the prices, the rules, the cancellation policy and the check-in and check-out times, refused by the fields first', async ({ page, request, context }) => {
  const owner = await signUpQuietly(context, request, 'owner');
  const id = await draftOf(request, owner.token, 'Nugget Plus');

  await page.goto(`/edit-vehicle/${id}/equipment`);
  await expect(page.getByRole('checkbox', { name: 'Shower' })).toBeVisible({ timeout: 30_000 });
  // 000 §5: a campervan has no mover.
  await expect(page.getByRole('checkbox', { name: 'Mover' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Shower' }).check();
  await page.getByRole('combobox', { name: 'Toilet' }).selectOption('cassette');
  await save(page);
  await saved(page);

  // An add-on under the equipment, saved on its own: two paddle boards at SEK 150 a night.
  await page.getByRole('button', { name: 'Add an add-on' }).click();
  const addon = page.getByRole('dialog', { name: 'Add an add-on' });
  await addon.getByRole('combobox', { name: 'Add-on' }).selectOption('sup');
  await addon.getByRole('radio', { name: 'Per night' }).check();
  await addon.getByRole('textbox', { name: 'Price (SEK)' }).fill('150');
  await addon.getByRole('spinbutton', { name: 'How many you have' }).fill('2');
  await addon.getByRole('button', { name: 'Save add-on' }).click();
  const addons = page.getByRole('list', { name: 'Your add-ons' });
  await expect(addons).toContainText('Stand-up paddle board');
  await expect(addons).toContainText('Equipment · SEK 150 per night');
  await expect(addons).toContainText('Up to 2 per booking');

  // Pricing in the vehicle's currency (a Swedish owner's: SEK); a discount over 100 % is refused by its field.
  await sections(page).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('spinbutton', { name: /^High season, per week/ }).fill('10500');
  await page.getByRole('spinbutton', { name: /^Low season, per week/ }).fill('7000');
  await page.getByRole('spinbutton', { name: /^Deposit/ }).fill('5000');
  const discount = page.getByRole('spinbutton', { name: 'Long-stay discount, high season (%)' });
  await discount.fill('150');
  await save(page);
  await expect(discount).toHaveAccessibleDescription('Enter a percentage from 0 to 100.');
  await discount.fill('15');
  await save(page);
  await saved(page);
  await expect(stateOf(page, 'Pricing')).toContainText('Complete');
  // The examples are the saved prices': a week in high season at 10,500 a week.
  await expect(page.getByRole('table', { name: 'Pricing examples at your saved prices' }).getByRole('rowheader', { name: /^7 nights, High season$/ })).toBeVisible();

  await sections(page).getByRole('link', { name: 'Rules' }).click();
  const age = page.getByRole('combobox', { name: 'Minimum age of the renter' });
  await expect(age).toBeVisible({ timeout: 30_000 });
  await age.selectOption('25');
  await page.getByRole('checkbox', { name: 'Bring pets' }).check();
  await page.getByRole('radio', { name: 'Instant booking' }).check();
  await save(page);
  const gas = page.getByRole('checkbox', { name: /I confirm that the gas tank/ });
  await expect(gas).toHaveAccessibleDescription('Confirm the statement about the gas tank.');
  await gas.check();
  await save(page);
  await saved(page);
  await expect(stateOf(page, 'Rules')).toContainText('Complete');

  await sections(page).getByRole('link', { name: 'Cancellation' }).click();
  await expect(page).toHaveURL(/\/cancellation$/);
  await page.getByRole('radio', { name: 'Flexible' }).check();
  await expect(page.getByText('7 to 59 days before check-in: 75% refund')).toBeVisible();
  await save(page);
  await saved(page);

  await sections(page).getByRole('link', { name: 'Check-in and check-out' }).click();
  await expect(page).toHaveURL(/\/checkin-checkout$/);
  await page.getByLabel('Check-in time').fill('15:00');
  await save(page);
  const checkout = page.getByLabel('Check-out time');
  await expect(checkout).toHaveAccessibleDescription(/Enter the check-out time\./);
  // What was typed survives a reload before the save.
  await checkout.fill('11:00');
  await page.reload();
  await expect(page.getByLabel('Check-out time')).toHaveValue('11:00', { timeout: 30_000 });
  await save(page);
  await saved(page);
  await expect(stateOf(page, 'Check-in and check-out')).toContainText('Complete');

  // Saved on the vehicle, not only in this browser: the rules step shows them after a fresh load.
  await page.goto(`/edit-vehicle/${id}/rules`);
  await expect(page.getByRole('combobox', { name: 'Minimum age of the renter' })).toHaveValue('25', { timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Instant booking' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Bring pets' })).toBeChecked();
});

test('an owner places the vehicle by its address, is told when the town is not on the map, and moves the pin', async ({ page, request, context }) => {
  const owner = await signUpQuietly(context, request, 'owner');
  const id = await draftOf(request, owner.token, 'Nugget Plus');

  await page.goto(`/edit-vehicle/${id}/location`);
  await expect(page.getByRole('textbox', { name: 'Street address' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Street address' }).fill('Storgatan 1');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('211 34');
  const town = page.getByRole('textbox', { name: 'Town' });
  await town.fill('Nowhereby');
  await save(page);
  await expect(town).toHaveAccessibleDescription('We could not find a map location for the given address.');
  await expect(town).toBeFocused();

  // A town on the map places the pin there; a click on the map moves it to the exact place.
  await town.fill('Malmö');
  const pin = page.getByTestId('location-pin');
  await expect(pin).toContainText('The pin is at 55.60500, 13.00380.');
  const map = page.getByTestId('location-pin-map').locator('canvas');
  await expect(map).toBeVisible({ timeout: 30_000 });
  await map.click({ position: { x: 40, y: 40 } });
  await expect(pin).not.toContainText('55.60500, 13.00380');
  const moved = await pin.textContent();
  await save(page);
  await saved(page);
  await expect(stateOf(page, 'Location')).toContainText('Complete');

  // Saved on the vehicle: a fresh load shows the address and the moved pin.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Town' })).toHaveValue('Malmö', { timeout: 30_000 });
  await expect(page.getByTestId('location-pin')).toHaveText(moved ?? '');
});

test('an owner qualifies a motorhome for the platform insurance as the fields say, then confirms own cover to turn it off', async ({ page, request, context }) => {
  const owner = await signUpQuietly(context, request, 'owner');
  const id = await draftOf(request, owner.token, 'Nugget Plus', 'motorhome');

  await page.goto(`/edit-vehicle/${id}/insurance`);
  const eligibility = page.getByTestId('insurance-eligibility');
  await expect(eligibility).toContainText("Choose the vehicle's insured value.", { timeout: 30_000 });
  await page.getByRole('combobox', { name: /^Insured value/ }).selectOption({ label: 'Up to SEK 500,000' });
  await page.getByRole('spinbutton', { name: 'Odometer (km)' }).fill('120000');
  await page.getByRole('spinbutton', { name: 'Maximum authorised mass (kg)' }).fill('3500');
  await expect(eligibility).toContainText('Your vehicle qualifies for the platform insurance. Save to turn it on.');
  await save(page);
  await saved(page);
  await expect(eligibility).toContainText('Your vehicle is covered by the platform insurance.');
  await expect(stateOf(page, 'Insurance')).toContainText('Complete');
  await expect(page.getByRole('table', { name: 'Platform insurance price per night by insured value' }).getByRole('rowheader', { name: 'Up to SEK 500,000 (your vehicle)' })).toBeVisible();

  // Own cover turns the platform insurance off (000 §4).
  await page.getByRole('button', { name: 'I have my own insurance' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm your vehicle's insurance details" });
  await dialog.getByRole('textbox', { name: 'Insurance company' }).fill('Länsförsäkringar');
  await dialog.getByRole('checkbox', { name: /My insurance covers renting out the vehicle/ }).check();
  await dialog.getByRole('button', { name: 'Confirm own insurance' }).click();
  await expect(eligibility).toContainText('You confirmed your own insurance with Länsförsäkringar');
  await expect(stateOf(page, 'Insurance')).toContainText('Complete');
});

test('on a phone, each of these steps opens without an axe violation, Save in reach', PHONE_ONLY, async ({ page, request, context }) => {
  const owner = await signUpQuietly(context, request, 'owner');
  const id = await draftOf(request, owner.token, 'Nugget Plus');
  for (const [path, ready] of [
    ['equipment', () => page.getByRole('checkbox', { name: 'Shower' })],
    ['location', () => page.getByRole('textbox', { name: 'Street address' })],
    ['insurance', () => page.getByRole('combobox', { name: /^Insured value/ })],
    ['pricing', () => page.getByRole('spinbutton', { name: /^High season, per week/ })],
    ['rules', () => page.getByRole('combobox', { name: 'Minimum age of the renter' })],
    ['cancellation', () => page.getByRole('radio', { name: 'Strict' })],
    ['checkin-checkout', () => page.getByLabel('Check-in time')],
  ] as const) {
    await page.goto(`/edit-vehicle/${id}/${path}`);
    await expect(ready()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    await expectNoAxeViolations(page);
  }
});
