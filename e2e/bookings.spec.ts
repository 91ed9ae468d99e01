import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The bookings list (001 §1, §9) on the sandbox API. A booking's lifecycle on its page (request,
// accept, decline, withdraw, pay, cancel with the refund, expire) is replayed from the machine's
// paths for both parties in booking-lifecycle.replay.spec.ts, with axe on every state it shows.

test.describe.configure({ timeout: 90_000 });

test.describe('as the renter', () => {
  test.use({ signedInAs: 'renter' });

  test('the bookings list filters by vehicle and travel dates and shows cancelled and expired on request', async ({ page }) => {
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
});

test.describe('as an owner', () => {
  test.use({ signedInAs: 'owner' });

  test('an owner sees the bookings of their vehicles and their own trips in tabs', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page.getByRole('tab', { name: 'Your vehicles' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Bookings' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Your trips' }).click();
    await expect(page).toHaveURL(/role=renter/);
    await expect(page.getByText('No bookings match these filters.')).toBeVisible();
  });
});
