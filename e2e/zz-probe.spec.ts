import { expect, test } from './support/fixtures';
import { apiLogin, restoreAs } from './support/session';
for (const [name, w, h] of [['phone', 390, 844], ['desk', 1366, 900]] as const) {
  test(`probe ${name} @phone`, async ({ page, request, sandbox }) => {
    await page.setViewportSize({ width: w, height: h });
    const made = await sandbox.booking({ scenario: 'requested', bookingMethod: 'binding', payLater: true, answeringOwner: true, overlappingRequests: 2 });
    await restoreAs(page.context(), await apiLogin(request, made.ownerEmail));
    await page.goto(`/bookings/${made.bookingId}`);
    await page.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Accept' }).click({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Accept the request?' }).getByRole('link').first()).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/accept-${name}.png` });
    await page.goto('/_elements');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/elements-${name}.png` });
    await page.goto('/our-partners/ferrycenter');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/ferry-${name}.png`, fullPage: false });
  });
}
