import type { bookingLifecycleMachine, LifecyclePhase, LifecycleView } from '@machines/booking-lifecycle';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { Role } from '../support/fixtures';
import type { BookingWish, MadeBooking } from '../support/sandbox-client';
import { pollAfterAction } from '../support/poll';
import { apiLogin } from '../support/session';
import {
  gesture,
  passesThrough,
  screen,
  type EventMap,
  type ReplayMap,
  type StartFixtures,
  type StateMap,
} from '../support/machine-replay/types';

/**
 * A booking's lifecycle (machines/booking-lifecycle) on today's booking page, for the renter and
 * the owner: each event's gesture and each state's screen. The page's view of the machine
 * (`selectLifecycleView`) says which buttons it shows.
 */

type Machine = typeof bookingLifecycleMachine;
type Snapshot = SnapshotFrom<Machine>;

const status = (page: Page) => page.getByRole('region', { name: 'Status' });
const dialog = (page: Page) => page.getByRole('dialog');
const resting = (view: LifecycleView) => !view.action && !view.confirmingPayment;
const CONFIRM = { decline: 'Decline request', withdraw: 'Withdraw request', cancel: 'Cancel booking' } as const;
const TITLE = { decline: 'Decline the request', withdraw: 'Withdraw your request', cancel: 'Cancel the booking' } as const;

/** The other party's action through the API, as its own browser would send it. */
async function otherParty(request: APIRequestContext, email: string, path: string, data: unknown) {
  const login = await apiLogin(request, email);
  const response = await request.post(path, { headers: { Authorization: `Bearer ${login.token}` }, data });
  expect(response.ok(), `${email}: POST ${path}`).toBe(true);
  return login;
}

async function renterPays(request: APIRequestContext, booking: MadeBooking) {
  const login = await apiLogin(request, booking.renterEmail);
  const headers = { Authorization: `Bearer ${login.token}` };
  const { data } = (await (await request.get(`/api/orders/${booking.orderId}/installments`, { headers })).json()) as { data: { id: number; status: string }[] };
  const payable = data.find((installment) => installment.status === 'payable');
  if (!payable) throw new Error(`Nothing to pay for booking ${booking.bookingId}`);
  await otherParty(request, booking.renterEmail, '/api/payments', { payableType: 'installment', payableId: payable.id, method: 'stripe', stripeAccount: 'se', paymentMethodId: 'pm_success', paymentMethodType: 'card' });
}

const events = {
  ACCEPT: gesture({ offered: (_s, _e, view: LifecycleView) => resting(view) && view.permissions.accept, perform: async ({ page }) => status(page).getByRole('button', { name: 'Accept' }).click() }),
  // Decline on the request, or from the unavailable-dates modal (001 §8).
  DECLINE: gesture({
    offered: (_s, _e, view: LifecycleView) => (resting(view) && view.permissions.decline) || view.action?.step === 'datesUnavailable',
    perform: async ({ page }, _event, _s, view: LifecycleView) =>
      view.action?.step === 'datesUnavailable'
        ? page.getByRole('dialog', { name: 'These dates are no longer free' }).getByRole('button', { name: 'Decline the request' }).click()
        : status(page).getByRole('button', { name: 'Decline' }).click(),
  }),
  // "Accept the request?" (#23 point 8): accepting commits the vehicle, so the owner confirms it.
  CONFIRM: gesture({
    offered: (_s, _e, view: LifecycleView) => view.action?.step === 'confirming',
    perform: async ({ page }) => page.getByRole('dialog', { name: 'Accept the request?' }).getByRole('button', { name: 'Yes, accept' }).click(),
  }),
  EXTEND: gesture({ offered: (_s, _e, view: LifecycleView) => resting(view) && view.permissions.extend, perform: async ({ page }) => status(page).getByRole('button', { name: 'Extend by 72 hours' }).click() }),
  WITHDRAW: gesture({ offered: (_s, _e, view: LifecycleView) => resting(view) && view.permissions.withdraw, perform: async ({ page }) => status(page).getByRole('button', { name: 'Withdraw request' }).click() }),
  CANCEL: gesture({ offered: (_s, _e, view: LifecycleView) => resting(view) && view.permissions.cancel, perform: async ({ page }) => status(page).getByRole('button', { name: 'Cancel booking' }).click() }),
  SET_REASON: gesture({
    offered: (_s, _e, view: LifecycleView) => view.action?.step === 'choosingReason' && !view.action.draft.reason,
    perform: async ({ page }) => dialog(page).getByRole('radiogroup', { name: 'Reason' }).getByRole('radio').first().click(),
  }),
  SET_MESSAGE: gesture({
    offered: (_s, _e, view: LifecycleView) => view.action?.step === 'choosingReason' && !view.action.draft.message,
    perform: async ({ page }, { message }) => dialog(page).getByRole('textbox').fill(message),
  }),
  SUBMIT: gesture({
    offered: (_s, _e, view: LifecycleView) => view.action?.step === 'choosingReason' && Boolean(view.action.draft.reason),
    perform: async ({ page }, _event, _s, view: LifecycleView) => dialog(page).getByRole('button', { name: CONFIRM[view.action?.kind as keyof typeof CONFIRM] }).click(),
  }),
  // "Back" in a dialog (the accept's question, a reason, also after a refusal); "Close" on a refused accept or extension.
  DISMISS: gesture({
    offered: (_s, _e, view: LifecycleView) => view.action?.step === 'confirming' || view.action?.step === 'choosingReason' || view.action?.step === 'failed' || view.action?.step === 'datesUnavailable',
    perform: async ({ page }, _event, _s, view: LifecycleView) =>
      view.action?.step === 'failed' && (view.action.kind === 'accept' || view.action.kind === 'extend')
        ? page.getByRole('button', { name: 'Close' }).click()
        : dialog(page).getByRole('button', { name: 'Back' }).click(),
  }),
  RETRY: gesture({ offered: (_s, _e, view: LifecycleView) => view.action?.step === 'failed', perform: async ({ page }) => page.getByRole('button', { name: 'Try again' }).click() }),
  // The first payment after the owner accepted, with the payment form on the page.
  PAID: gesture({
    offered: (_s, _e, view: LifecycleView) => resting(view) && view.role === 'renter' && view.phase === 'accepted' && view.permissions.pay,
    perform: async ({ page }) => {
      const form = page.getByRole('form', { name: 'Payment' });
      const newCard = form.getByRole('radio', { name: 'A new card' });
      if ((await newCard.count()) > 0 && !(await newCard.isChecked())) await newCard.click();
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByRole('button', { name: /^Pay / }).click();
    },
  }),
  // The other party acts in a browser of their own; this page's poll brings it in, also while a
  // dialog is open here (the owner declining as the renter withdraws: the decline is then refused).
  BOOKING_UPDATED: gesture({
    offered: (s, { booking }, view: LifecycleView) => {
      const now = s.context.booking;
      const pending = now.ecommerceStatus === 'pending_confirmation';
      if (view.action?.step === 'choosingReason') {
        if (view.action.kind === 'decline' && pending) return booking.ecommerceStatus === 'canceled_by_renter';
        if (view.action.kind === 'withdraw' && pending) return booking.ecommerceStatus === 'canceled_by_owner' && !booking.isAccepted;
        return false;
      }
      if (!resting(view)) return false;
      if (view.role === 'renter' && pending && !now.isAccepted) return (booking.ecommerceStatus === 'pending_confirmation' && booking.isAccepted) || (booking.ecommerceStatus === 'canceled_by_owner' && !booking.isAccepted);
      if (view.role === 'owner' && pending && !now.isAccepted) return booking.ecommerceStatus === 'canceled_by_renter';
      if (view.role === 'owner' && pending && now.isAccepted) return booking.ecommerceStatus === 'confirmed';
      return false;
    },
    perform: async ({ page, request, data }, { booking }) => {
      const action = (body: object, as: string) => otherParty(request, as, `/api/bookings/${data.bookingId}/actions`, body);
      if (booking.ecommerceStatus === 'confirmed') await renterPays(request, data);
      else if (booking.ecommerceStatus === 'canceled_by_renter') await action({ action: 'withdraw', reason: 'plans_changed' }, data.renterEmail);
      else if (booking.ecommerceStatus === 'canceled_by_owner') await action({ action: 'decline', reason: 'own_use' }, data.ownerEmail);
      else await action({ action: 'accept' }, data.ownerEmail);
      await pollAfterAction(page, `/api/bookings/${data.bookingId}`);
    },
  }),
  // A day passes on the sandbox clock and the page's: the owner's 24 hours are over.
  TICK: gesture({
    movesSandboxClock: true,
    offered: (s, _e, view: LifecycleView) => resting(view) && view.role === 'owner' && view.phase === 'pendingConfirmation' && s.context.booking.responseDeadlineExtensions === 0,
    perform: async ({ page, sandbox }) => {
      await sandbox.setNow(new Date(Date.now() + 25 * 3_600_000).toISOString());
      await page.clock.fastForward('25:00:00');
    },
  }),
} satisfies EventMap<Machine, MadeBooking>;

/** What the status line says in each phase, to the renter and to the owner. */
const STATUS_TEXT: Record<LifecyclePhase, (view: LifecycleView) => string> = {
  draft: () => 'This request has not been sent yet.',
  pendingConfirmation: (view) => (view.role === 'owner' ? 'You have a new booking request. Accept or decline it.' : 'Your request has been sent to the owner.'),
  accepted: (view) => (view.role === 'owner' ? 'You accepted the request. The booking is confirmed once the renter pays.' : 'The owner accepted your request. Pay to confirm the booking.'),
  confirmed: () => 'The booking is confirmed.',
  active: () => 'The rental is under way.',
  ended: () => 'The rental has ended.',
  completed: () => 'The booking is completed.',
  declined: (view) => (view.role === 'owner' ? 'You declined this request.' : 'The owner declined this request.'),
  expired: () => 'The booking expired because it was not paid in time.',
  unanswered: () => 'The request expired because the owner did not answer in time.',
  canceledByOwner: () => 'The owner cancelled this booking.',
  canceledByRenter: (view) => (view.role === 'owner' ? 'The renter cancelled this booking.' : 'You cancelled this booking.'),
  canceledBySystem: () => 'This booking was cancelled.',
};

/** A status of the booking: its sentence, no dialog, and the renter's payment form when it is to pay. */
const statusScreen = screen<Machine, MadeBooking>(async ({ page }, _s: Snapshot, view: LifecycleView) => {
  await expect(status(page).getByText(STATUS_TEXT[view.phase](view), { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(dialog(page)).toHaveCount(0);
  if (view.permissions.pay && view.booking.nextPayableInstallment) await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible({ timeout: 30_000 });
});

/** A decline, withdrawal or cancellation under way: its dialog, the refund for a cancellation, the confirm button once a reason is chosen. */
const reasonScreen = screen<Machine, MadeBooking>(async ({ page }, _s: Snapshot, view: LifecycleView) => {
  const kind = view.action?.kind as keyof typeof TITLE;
  const open = page.getByRole('dialog', { name: TITLE[kind] });
  await expect(open).toBeVisible();
  if (kind === 'cancel' && view.role === 'renter') await expect(open.getByRole('group', { name: 'Refund' })).toContainText(/Refund: /);
  if (view.action?.step === 'failed') await expect(open.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
  else await expect(open.getByRole('button', { name: CONFIRM[kind] })).toBeEnabled({ enabled: Boolean(view.action?.draft.reason) });
});

/** An action the sandbox refused: its message and "Try again". */
const failedScreen = screen<Machine, MadeBooking>(async ({ page }) => {
  await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
});

/** "Accept the request?" with the dates the vehicle is then booked for. */
const confirmScreen = screen<Machine, MadeBooking>(async ({ page }) => {
  const open = page.getByRole('dialog', { name: 'Accept the request?' });
  await expect(open).toContainText('The renter then has 48 hours to pay');
  await expect(open.getByRole('button', { name: 'Yes, accept' })).toBeEnabled();
});

/** The unavailable-dates modal: what takes the nights, Decline and the calendar. */
const datesUnavailableScreen = screen<Machine, MadeBooking>(async ({ page, data }) => {
  const open = page.getByRole('dialog', { name: 'These dates are no longer free' });
  await expect(open).toBeVisible();
  await expect(open.getByRole('group', { name: 'What takes them' })).toContainText('Blocked in your calendar');
  await expect(open.getByRole('link', { name: 'Open the calendar' })).toHaveAttribute('href', `/edit-vehicles/calendar/${data.vehicleId}?month=${data.fromDate.slice(0, 7)}`);
  await expect(open.getByRole('button', { name: 'Decline the request' })).toBeEnabled();
});

const sending = passesThrough('The action is being sent; the sandbox answers at once.');

const states = {
  routing: passesThrough('Chooses the status state from the booking and the clock; never rested in.'),
  draft: statusScreen,
  pendingConfirmation: statusScreen,
  'accepted.awaitingPayment': statusScreen,
  'accepted.confirmingPayment': passesThrough('"Payment received. Confirming your booking…" while the booking is read again.'),
  confirmed: statusScreen,
  active: statusScreen,
  ended: statusScreen,
  completed: statusScreen,
  declined: statusScreen,
  expired: statusScreen,
  canceledByOwner: statusScreen,
  canceledByRenter: statusScreen,
  canceledBySystem: statusScreen,
  'accepting.checking': passesThrough('The other requests and blocked periods are read as the dialog opens; the sandbox answers at once.'),
  'accepting.confirming': confirmScreen,
  'accepting.datesUnavailable': datesUnavailableScreen,
  'accepting.submitting': sending,
  'accepting.failed': failedScreen,
  'extending.submitting': sending,
  'extending.failed': failedScreen,
  'declining.choosingReason': reasonScreen,
  'declining.submitting': sending,
  'declining.failed': reasonScreen,
  'withdrawing.choosingReason': reasonScreen,
  'withdrawing.submitting': sending,
  'withdrawing.failed': reasonScreen,
  'cancelling.choosingReason': reasonScreen,
  'cancelling.submitting': sending,
  'cancelling.failed': reasonScreen,
} satisfies StateMap<Machine, MadeBooking>;

/** Makes the booking through the sandbox in one call and opens its page as the party, with a clock the test moves. */
const opens =
  (role: Role, wish: BookingWish) =>
  async ({ page, sandbox, signIn }: StartFixtures): Promise<MadeBooking> => {
    const booking = await sandbox.booking(wish);
    await signIn(role);
    await page.clock.install();
    await page.goto(`/bookings/${booking.bookingId}`);
    return booking;
  };

const OWNER = 'owner@sandbox.test';

export const bookingLifecycleReplay = {
  name: 'booking lifecycle',
  axe: true,
  events,
  states,
  starts: {
    // Pay later: the owner's acceptance leaves it to pay (a prepaid request is confirmed on acceptance).
    ownerRequest: { setUp: opens('owner', { scenario: 'requested', bookingMethod: 'binding', payLater: true, ownerEmail: OWNER }) },
    // The owner blocked the request's nights after it came in: accepting is refused (001 §8).
    ownerRequestOnBlockedDates: { setUp: opens('owner', { scenario: 'requested', bookingMethod: 'binding', payLater: true, ownerEmail: OWNER, datesBlocked: true }) },
    // owner@ answers in the renter's paths too: a seeded owner may not be allowed to accept yet (profile, ID).
    renterRequest: { setUp: opens('renter', { scenario: 'requested', bookingMethod: 'binding', payLater: true, ownerEmail: OWNER }) },
    ownerActive: { setUp: opens('owner', { scenario: 'active', ownerEmail: OWNER }) },
    renterCompleted: { setUp: opens('renter', { scenario: 'completed' }) },
  },
} satisfies ReplayMap<Machine, MadeBooking, 'ownerRequest' | 'ownerRequestOnBlockedDates' | 'renterRequest' | 'ownerActive' | 'renterCompleted'>;
