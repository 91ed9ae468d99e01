import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';

// Issue #15 point 5: the booking alert, opened on a phone with axe. Its rule (which alert, when) is
// unit-tested with the spec's hours (booking-alerts.test.ts), its kinds and "once" are component
// tests and stories (booking-alert.test.tsx).

// The fixtures answer dialogs with "Got it" whenever they cover a page (so the alert never blocks
// another journey); this test is about the alert, so it answers it itself.
test.use({ signedInAs: 'owner', answerPrompts: false });

test('the owner opening a request with under 12 hours left to answer sees the alert once', PHONE_ONLY, async ({ page, sandbox }) => {
  // Sent 14 hours ago: 10 of the owner's 24 hours are left.
  const booking = await sandbox.booking({ scenario: 'requested', bookingMethod: 'binding', requestedHoursAgo: 14, ownerEmail: 'owner@sandbox.test' });
  await page.goto(`/bookings/${booking.bookingId}`);
  const alert = page.getByRole('dialog', { name: 'Answer this request soon' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('After that the request expires');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(alert).toBeHidden();

  // Said once: not again on the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /^Request from / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
