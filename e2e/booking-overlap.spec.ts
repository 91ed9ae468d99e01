import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';
import type { SandboxClient } from './support/sandbox-client';
import { apiLogin, restoreAs } from './support/session';

// Issue #15 point 5, the overlapping-dates modal (001 §2): the sandbox makes a request and another
// renter's overlapping one in one call; the owner accepts the first and the second is declined.
// The unavailable-dates modal is replayed through the lifecycle machine's paths
// (booking-lifecycle.replay.spec.ts, start `ownerRequestOnBlockedDates`: accept, the modal,
// decline from it); which requests overlap and the preset reason are unit tests
// (overlapping-requests.test.ts), the sandbox's accept is openapi/sandbox/logic/overlapping-requests.test.ts.

test.describe.configure({ timeout: 90_000 });

/** A request with one overlapping request of another renter, on a vehicle whose owner may answer; its page, signed in as that owner. */
async function openOverlappingRequest(page: Page, request: APIRequestContext, sandbox: SandboxClient) {
  const made = await sandbox.booking({ scenario: 'requested', bookingMethod: 'binding', payLater: true, answeringOwner: true, overlappingRequests: 1 });
  await restoreAs(page.context(), await apiLogin(request, made.ownerEmail));
  await page.goto(`/bookings/${made.bookingId}`);
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Accept' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Accept the request?' });
  const overlap = dialog.getByRole('group', { name: '1 other request overlaps these dates' });
  const [otherId] = made.overlappingBookingIds ?? [];
  await expect(overlap.getByRole('link')).toHaveAttribute('href', `/bookings/${otherId}`);
  return { made, otherId, status, dialog };
}

test('the owner accepts one of two overlapping requests: the dialog lists the other, which is then declined', async ({ page, request, sandbox }) => {
  const { otherId, status, dialog } = await openOverlappingRequest(page, request, sandbox);
  await expect(dialog).toContainText('Accepting this request declines it');
  await dialog.getByRole('button', { name: 'Yes, accept and decline the other' }).click();
  await expect(status.getByText('You accepted the request. The booking is confirmed once the renter pays.', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toHaveCount(0);

  await page.goto(`/bookings/${otherId}`);
  await expect(page.getByRole('region', { name: 'Status' }).getByText('You declined this request.', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test('on a phone, the accept dialog with the overlapping request passes axe and its main action is in view', PHONE_ONLY, async ({ page, request, sandbox }) => {
  const { dialog } = await openOverlappingRequest(page, request, sandbox);
  await expect(dialog.getByRole('button', { name: 'Yes, accept and decline the other' })).toBeInViewport();
  await expectNoAxeViolations(page);
});
