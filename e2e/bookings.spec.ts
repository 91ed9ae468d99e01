import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookingGroups } from './support/bookings-list';

// The bookings list (001 §1, §9) on the sandbox API. A booking's lifecycle on its page (request,
// accept, decline, withdraw, pay, cancel with the refund, expire) is replayed from the machine's
// paths for both parties in booking-lifecycle.replay.spec.ts, with axe on every state it shows.

test.describe.configure({ timeout: 90_000 });

test.describe('as the renter', () => {
  test.use({ signedInAs: 'renter' });

  test('drafts to finish, upcoming and past apart, each with its photo, what is due and one currency; filters by vehicle and dates', async ({ page }) => {
    await page.goto('/bookings');
    const main = page.getByRole('main');
    const unsent = page.getByRole('list', { name: 'Not sent yet' });
    const current = page.getByRole('list', { name: 'Upcoming and under way' });
    const past = page.getByRole('list', { name: 'Past' });
    await expect(current).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);

    // #23 point 8: a draft from an abandoned flow is one to finish, and leads back into the flow with its dates.
    await expect(unsent.getByRole('link', { name: /^Continue your request: / }).first()).toHaveAttribute('href', /\/vehicles\/\d+\/book\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
    // An accepted request still to pay says what is due; the rows show the vehicle's photo.
    await expect(current.getByText(/^Payment due: SEK\s[\d,.]+$/).first()).toBeVisible();
    await expect(current.getByRole('listitem').first().locator('img')).toBeVisible();
    // Point 7: renter@ prefers SEK, so every amount is in SEK, whatever the vehicle's currency.
    expect(await main.innerText()).not.toMatch(/\b(EUR|NOK|DKK|CHF)\b/);

    await expect(main).not.toContainText(/Cancelled|Expired|Declined|Unanswered/);
    await page.getByRole('switch', { name: 'Show cancelled and expired' }).click();
    await expect(page).toHaveURL(/canceled=1/);
    await expect(past).toContainText(/Cancelled|Expired|Declined|Unanswered/);

    // Travel dates: only bookings overlapping a window far in the past: none.
    await page.getByLabel('Travelling from').fill('2001-01-01');
    await page.getByLabel('Travelling until').fill('2001-01-31');
    await expect(page.getByText('No bookings match these filters.')).toBeVisible();
    await page.getByLabel('Travelling from').fill('');
    await page.getByLabel('Travelling until').fill('');
    await expect(bookingGroups(page).first()).toBeVisible();

    // Vehicle: every listed booking is of the chosen vehicle, the one of the first upcoming booking.
    const vehicleSelect = page.getByRole('combobox', { name: 'Vehicle' });
    const upcoming = (await current.getByRole('link').first().textContent()) ?? '';
    const vehicle = (await vehicleSelect.getByRole('option').allTextContents()).map((o) => o.trim()).find((o) => o !== 'All vehicles' && upcoming.startsWith(`${o}, `)) ?? '';
    expect(vehicle).not.toBe('');
    await vehicleSelect.selectOption({ label: vehicle });
    await expect(page).toHaveURL(/vehicle=\d+/);
    const links = bookingGroups(page).getByRole('link');
    await expect(links.first()).toBeVisible();
    for (const text of await links.allTextContents()) expect(text.replace(/^Continue your request: /, '').startsWith(vehicle)).toBe(true);

    // A sent booking opens its page.
    await current.getByRole('link').first().click();
    await expect(page.getByRole('list', { name: 'Booking progress' })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
  });
});

test.describe('as an owner', () => {
  test.use({ signedInAs: 'owner' });

  test('an owner sees the bookings of their vehicles and their own trips in tabs', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page.getByRole('tab', { name: 'Your vehicles' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await expect(bookingGroups(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Your trips' }).click();
    await expect(page).toHaveURL(/role=renter/);
    await expect(page.getByText('No bookings match these filters.')).toBeVisible();
  });
});
