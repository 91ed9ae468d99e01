import type { handoverMachine } from '@machines/handover';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BookingWish, MadeBooking } from '../support/sandbox-client';
import { pollAfterAction } from '../support/poll';
import { apiLogin, restoreAs } from '../support/session';
import { gesture, notReplayed, passesThrough, screen, type EventMap, type ReplayMap, type StartFixtures, type StateMap } from '../support/machine-replay/types';

/**
 * The check-in page (machines/handover) on the sandbox, for the owner and the renter: each event's
 * gesture and each state's screen. The other party acts through the API, as its own phone would,
 * and the page's poll (every 30 s, on the test's clock) brings it in.
 */

type Machine = typeof handoverMachine;

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible({ timeout: 20_000 });
const LICENCE = "I have seen the renter's driving licence and it is valid";

async function asParty(request: APIRequestContext, email: string, path: string, data: unknown) {
  const login = await apiLogin(request, email);
  const response = await request.post(path, { headers: { Authorization: `Bearer ${login.token}` }, data });
  expect(response.ok(), `${email}: POST ${path}`).toBe(true);
}

const events = {
  START: gesture({ offered: (s) => s.matches('intro'), perform: async ({ page }) => page.getByRole('button', { name: 'Start the check-in' }).click() }),
  EDIT: gesture({
    offered: (s, { patch }) => s.matches('documenting') && s.context.draft.mileage === '' && Boolean(patch.depositPaidConfirmed) === s.context.booking.cashDeposit,
    perform: async ({ page }, { patch }) => {
      await page.getByLabel('Mileage (km)').fill(patch.mileage ?? '');
      await page.getByRole('radiogroup', { name: 'Fuel level' }).getByRole('radio', { name: `${patch.fuelEighths ?? 0}/8` }).click();
      await page.getByLabel('Last four characters of the driving licence number').fill(patch.idLastFour ?? '');
      await page.getByRole('checkbox', { name: LICENCE }).click();
      if (patch.depositPaidConfirmed) await page.getByRole('checkbox', { name: 'I have received the deposit in cash' }).click();
    },
  }),
  SUBMIT: gesture({
    offered: (s) => s.matches('documenting'),
    perform: async ({ page }, _e, s) => page.getByRole('button', { name: s.context.booking.cashDeposit ? 'Complete the check-in' : /^Send to .+ for approval$/ }).click(),
  }),
  APPROVE: gesture({ offered: (s) => s.matches('reviewing'), perform: async ({ page }) => page.getByRole('button', { name: 'Approve the check-in' }).click() }),
  REQUEST_UPDATE: gesture({ offered: (s) => s.matches('reviewing'), perform: async ({ page }) => page.getByRole('button', { name: 'Ask for a correction' }).click() }),
  ADD_CHARGE: notReplayed('Check-out only; the replay walks the check-in page. e2e/handover.spec.ts adds a fuel charge at check-out and the renter approves it.'),
  REMOVE_CHARGE: notReplayed('Check-out only; the stories and the paths test take a charge back.'),
  PHOTOS_WAITING: notReplayed('The replay takes no photos; e2e/handover.spec.ts takes one offline and sees it wait, then arrive.'),
  BOOKING_CHANGED: gesture({
    offered: (s, { booking }) =>
      (s.matches('awaitingOwner') && booking.ownerDone && !booking.completed) || (s.matches('awaitingRenter') && (booking.completed || !booking.ownerDone)),
    perform: async ({ page, request, data }, { booking }, s) => {
      const path = (what: string) => `/api/bookings/${data.bookingId}/${what}`;
      if (s.matches('awaitingOwner')) await asParty(request, data.ownerEmail, path('finalize-checkin'), { mileage: 45210, fuelLevel: 0.75, idLastFour: 'AB12', drivingLicenseChecked: true });
      else if (booking.completed) await asParty(request, data.renterEmail, path('approve-checkin'), {});
      else await asParty(request, data.renterEmail, path('actions'), { action: 'request_checkin_update' });
      await pollAfterAction(page, `/api/bookings/${data.bookingId}`);
    },
  }),
} satisfies EventMap<Machine, MadeBooking>;

const states = {
  routing: passesThrough('Chooses the state the booking says.'),
  blocked: screen(async ({ page }) => {
    await h1(page);
    await expect(page.getByText('The check-in cannot start yet')).toBeVisible();
    await expect(page.getByText('Check-in opens on the first day of the trip.')).toBeVisible();
  }),
  intro: screen(async ({ page }) => {
    await h1(page);
    await expect(page.getByText(/A check-in takes up to 2 hours\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the check-in' })).toBeInViewport();
  }),
  // What was typed is there after a reload (the draft on the device); a refused send names the fields.
  documenting: screen(async ({ page }, s) => {
    await h1(page);
    await expect(page.getByLabel('Mileage (km)')).toHaveValue(s.context.draft.mileage);
    await expect(page.getByText('Enter the mileage.')).toHaveCount(s.context.showErrors && s.context.draft.mileage === '' ? 1 : 0);
  }),
  waitingForPhotos: screen(async ({ page }) => expect(page.getByText(/It is sent as soon as/)).toBeVisible(), {
    reload: notReplayed('Not reached without photos; e2e/handover.spec.ts sends a check-in while a photo waits offline.'),
  }),
  finalizing: passesThrough('The documentation is sent; the sandbox answers at once.'),
  awaitingRenter: screen(async ({ page }) => expect(page.getByText(/The check-in was sent\./)).toBeVisible({ timeout: 20_000 })),
  awaitingOwner: screen(async ({ page }) => expect(page.getByText(/documents the vehicle with you at the handover/)).toBeVisible({ timeout: 20_000 })),
  reviewing: screen(async ({ page }) => {
    await expect(page.getByText('45,210 km')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Approve the check-in' })).toBeEnabled();
  }),
  approving: passesThrough('The approval is sent; the sandbox answers at once.'),
  requestingUpdate: passesThrough('The request for a correction is sent; the sandbox answers at once.'),
  completed: screen(async ({ page }) => expect(page.getByText('The check-in is complete. Have a good trip!')).toBeVisible({ timeout: 20_000 }), {
    reload: notReplayed('Shown again from the booking after a reload; e2e/handover.spec.ts checks the booking is active.'),
  }),
} satisfies StateMap<Machine, MadeBooking>;

/** A booking of renter@ made in one call, its check-in opened by the party, with a clock the test moves. */
const opens =
  (party: 'owner' | 'renter', wish: BookingWish) =>
  async ({ page, sandbox, request, signIn }: StartFixtures): Promise<MadeBooking> => {
    const booking = await sandbox.booking(wish);
    if (party === 'owner') await restoreAs(page.context(), await apiLogin(request, booking.ownerEmail));
    else await signIn('renter');
    await page.clock.install();
    await page.goto(`/bookings/${booking.bookingId}/checkin`);
    return booking;
  };

export const handoverReplay = {
  name: 'check-in',
  axe: true,
  events,
  states,
  starts: {
    owner: { setUp: opens('owner', { scenario: 'confirmed', startsIn: 0, cashDeposit: false }) },
    ownerCash: { setUp: opens('owner', { scenario: 'confirmed', startsIn: 0, cashDeposit: true }) },
    renter: { setUp: opens('renter', { scenario: 'confirmed', startsIn: 0, cashDeposit: false }) },
    renterNotYet: { setUp: opens('renter', { scenario: 'confirmed', startsIn: 3 }) },
  },
} satisfies ReplayMap<Machine, MadeBooking, 'owner' | 'ownerCash' | 'renter' | 'renterNotYet'>;
