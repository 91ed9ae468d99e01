import type { changeRequestMachine, ChangeRequestItem, ChangeRequestView } from '@machines/change-request';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MadeBooking } from '../support/sandbox-client';
import { answerPromptsWhenShown } from '../support/page-setup';
import { pollAfterAction } from '../support/poll';
import { apiLogin, restoreAs } from '../support/session';
import { gesture, notReplayed, passesThrough, screen, type EventMap, type ReplayMap, type StartFixtures, type StateMap } from '../support/machine-replay/types';

/**
 * A booking's change of dates (machines/change-request) on the booking page, for the renter and
 * the owner (issue #15): each event's gesture and each state's screen. The page's view of the
 * machine (`selectChangeRequestView`) says which buttons it shows.
 */

type Machine = typeof changeRequestMachine;

const card = (page: Page) => page.getByRole('region', { name: 'Change of dates' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Change the dates' });

/** The fixtures' booking starts on 10 June; the sandbox's on its own day, with as many nights (7). */
const FIXTURE_START = Date.parse('2026-06-10T00:00:00Z');
const onBooking = (data: MadeBooking, fixtureDate: string) =>
  new Date(Date.parse(`${data.fromDate}T00:00:00Z`) + (Date.parse(`${fixtureDate}T00:00:00Z`) - FIXTURE_START)).toISOString().slice(0, 10);

const STATUS: Record<ChangeRequestItem['status'], string> = { pending: 'Pending', accepted: 'Accepted', denied: 'Declined', cancelled: 'Withdrawn' };

/** The other party answers or withdraws the pending request through the API, as its own browser would. */
async function otherParty(request: APIRequestContext, email: string, bookingId: number, answer: 'accept' | 'deny' | 'cancel') {
  const { token } = await apiLogin(request, email);
  const headers = { Authorization: `Bearer ${token}` };
  const { data } = (await (await request.get(`/api/bookings/${bookingId}/change-requests`, { headers })).json()) as { data: { id: number; status: string }[] };
  const pending = data.find((item) => item.status === 'pending');
  if (!pending) throw new Error(`Booking ${bookingId} has no pending change request`);
  const response = await request.post(`/api/booking-change-requests/${pending.id}/${answer}`, { headers });
  expect(response.ok(), `${email}: ${answer} change request ${pending.id}`).toBe(true);
}

const events = {
  OPEN: gesture({ offered: (_s, _e, view: ChangeRequestView) => view.mayOpen, perform: async ({ page }) => card(page).getByRole('button', { name: 'Change the dates' }).click() }),
  DATES_CHANGED: gesture({
    offered: (s, event) => (s.matches('editing') || s.matches('quoted')) && (event.fromDate !== s.context.draft.fromDate || event.toDate !== s.context.draft.toDate),
    perform: async ({ page, data }, event, s) => {
      if (event.fromDate !== s.context.draft.fromDate) await dialog(page).getByLabel('New check-in date').fill(onBooking(data, event.fromDate));
      if (event.toDate !== s.context.draft.toDate) await dialog(page).getByLabel('New check-out date').fill(onBooking(data, event.toDate));
    },
  }),
  SUBMIT_DATES: gesture({
    offered: (s) => s.matches('editing'),
    perform: async ({ page }, _e, s) => dialog(page).getByRole('button', { name: s.context.booking.kind === 'direct' ? 'Save the new dates' : 'See what it costs' }).click(),
  }),
  // The message field shows once the cost is known.
  MESSAGE_CHANGED: gesture({
    offered: (s, event) => s.matches('quoted') && event.message !== s.context.draft.message,
    perform: async ({ page }, event) => dialog(page).getByLabel('Message to the owner (optional)').fill(event.message),
  }),
  SEND: gesture({ offered: (s) => s.matches('quoted'), perform: async ({ page }) => dialog(page).getByRole('button', { name: 'Send the request' }).click() }),
  ACCEPT: gesture({ offered: (s, _e, view: ChangeRequestView) => s.matches('pending') && view.mayAnswer, perform: async ({ page }) => card(page).getByRole('button', { name: 'Accept the new dates' }).click() }),
  DECLINE: gesture({ offered: (s, _e, view: ChangeRequestView) => s.matches('pending') && view.mayAnswer, perform: async ({ page }) => card(page).getByRole('button', { name: 'Decline the new dates' }).click() }),
  WITHDRAW: gesture({ offered: (s, _e, view: ChangeRequestView) => s.matches('pending') && view.mayWithdraw, perform: async ({ page }) => card(page).getByRole('button', { name: 'Withdraw the request' }).click() }),
  CONFIRM_EXTENSION: gesture({ offered: (s) => s.matches('extension'), perform: async ({ page }) => card(page).getByRole('button', { name: 'Confirm the new dates' }).click() }),
  // The difference with a new test card in the payments issue's dialog.
  PAID: gesture({
    offered: (s) => s.matches('paying'),
    perform: async ({ page }) => {
      await card(page).getByRole('button', { name: /^Pay / }).click();
      const form = page.getByRole('dialog', { name: 'Pay for the change of dates' }).getByRole('form', { name: 'Payment' });
      await expect(form.getByRole('button', { name: /^Pay / })).toBeVisible({ timeout: 30_000 });
      const newCard = form.getByRole('radio', { name: 'A new card' });
      if ((await newCard.count()) > 0 && !(await newCard.isChecked())) await newCard.click();
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByRole('button', { name: /^Pay / }).click();
    },
  }),
  CLOSE: gesture({
    offered: (s) => s.matches('editing') || s.matches('quoted') || s.matches('datesMoved') || s.matches('paid'),
    perform: async ({ page }, _e, s) => {
      if (s.matches('paid')) await card(page).getByRole('button', { name: 'Done' }).click();
      else await dialog(page).getByRole('button', { name: s.matches('datesMoved') ? 'Done' : 'Cancel' }).click();
    },
  }),
  RETRY: notReplayed('Only after a refused answer; the sandbox refuses none on these paths (a request the other party overtook is refused, but the page polls before that). The stories and the paths test show it.'),
  // The other party acts in a browser of their own; this page's poll brings it in.
  BOOKING_UPDATED: gesture({
    offered: (s, { booking }, view: ChangeRequestView) => {
      if (!s.matches('pending') || !view.pending || view.pending.createdBy !== 'renter') return false;
      const last = booking.requests.at(-1)?.status;
      return view.role === 'renter' ? last === 'accepted' || last === 'denied' : last === 'cancelled';
    },
    perform: async ({ page, request, data }, { booking }) => {
      const last = booking.requests.at(-1)?.status;
      if (last === 'cancelled') await otherParty(request, data.renterEmail, data.bookingId, 'cancel');
      else await otherParty(request, data.ownerEmail, data.bookingId, last === 'accepted' ? 'accept' : 'deny');
      await pollAfterAction(page, `/api/bookings/${data.bookingId}`);
    },
  }),
} satisfies EventMap<Machine, MadeBooking>;

/** No dialog; the renter may change the dates; the newest request with its status first in the list. */
const idleScreen = screen<Machine, MadeBooking>(async ({ page }, _s, view: ChangeRequestView) => {
  await expect(card(page)).toBeVisible({ timeout: 30_000 });
  await expect(dialog(page)).toHaveCount(0);
  await expect(card(page).getByRole('button', { name: 'Change the dates' })).toHaveCount(view.mayOpen ? 1 : 0);
  await expect(card(page).getByRole('group', { name: 'Pending change request' })).toHaveCount(0);
  const newest = view.requests[0];
  if (newest) await expect(card(page).getByRole('list').getByRole('listitem').first()).toContainText(STATUS[newest.status]);
});

const sending = passesThrough('The call is in flight; the sandbox answers at once.');

const states = {
  routing: passesThrough('Chooses the state from the booking; never rested in.'),
  idle: idleScreen,
  editing: screen(async ({ page, data }, s, view: ChangeRequestView) => {
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel('New check-out date')).toHaveValue(onBooking(data, s.context.draft.toDate));
    await expect(dialog(page).getByText('Choose dates that differ from the current ones.')).toHaveCount(view.dateErrors.includes('dates_unchanged') ? 1 : 0);
    await expect(dialog(page).getByRole('button', { name: view.booking.kind === 'direct' ? 'Save the new dates' : 'See what it costs' })).toBeEnabled();
  }),
  quoting: sending,
  quoted: screen(async ({ page }, s) => {
    await expect(dialog(page).getByRole('group', { name: 'Cost of the change' })).toContainText('To pay once the owner accepts: ');
    await expect(dialog(page).getByLabel('Message to the owner (optional)')).toHaveValue(s.context.draft.message);
    await expect(dialog(page).getByText('Leave out e-mail addresses, phone numbers and other contact details.')).toHaveCount(s.context.messageRefused ? 1 : 0);
    await expect(dialog(page).getByRole('button', { name: 'Send the request' })).toBeEnabled();
  }),
  sending,
  movingDates: sending,
  datesMoved: screen(async ({ page }) => expect(dialog(page).getByRole('status')).toHaveText('Your request now has the new dates. The owner answers it as it is now.')),
  pending: screen(async ({ page }, _s, view: ChangeRequestView) => {
    const group = card(page).getByRole('group', { name: 'Pending change request' });
    await expect(group).toContainText(view.mayWithdraw ? 'You asked for new dates.' : 'New dates are asked for.', { timeout: 30_000 });
    await expect(group.getByRole('button', { name: 'Accept the new dates' })).toHaveCount(view.mayAnswer ? 1 : 0);
    await expect(group.getByRole('button', { name: 'Withdraw the request' })).toHaveCount(view.mayWithdraw ? 1 : 0);
  }),
  accepting: sending,
  declining: sending,
  withdrawing: sending,
  extension: screen(async ({ page }) => {
    await expect(card(page)).toContainText('The owner accepted the new dates. Confirm the change to pay the difference.', { timeout: 30_000 });
    await expect(card(page).getByRole('button', { name: 'Confirm the new dates' })).toBeEnabled();
  }),
  confirming: sending,
  paying: screen(async ({ page }) => expect(card(page).getByRole('button', { name: /^Pay / })).toBeVisible({ timeout: 30_000 })),
  paid: screen(async ({ page }) => expect(card(page).getByRole('status')).toHaveText('Payment received. The booking has its new dates.', { timeout: 30_000 })),
} satisfies StateMap<Machine, MadeBooking>;

/** Makes the booking through the sandbox in one call and opens its page as the party, with a clock the poll can be moved on by. */
const opens =
  (role: 'renter' | 'owner', wish: Parameters<StartFixtures['sandbox']['booking']>[0]) =>
  async ({ page, sandbox, signIn, request }: StartFixtures): Promise<MadeBooking> => {
    const booking = await sandbox.booking(wish);
    // The booking's own owner (a claimed vehicle's, so no other test books its nights); a seeded owner may be asked to accept new terms first.
    if (role === 'owner') {
      await restoreAs(page.context(), await apiLogin(request, booking.ownerEmail));
      await answerPromptsWhenShown(page);
    } else await signIn('renter');
    await page.clock.install();
    await page.goto(`/bookings/${booking.bookingId}`);
    return booking;
  };

export const changeRequestReplay = {
  name: 'change request',
  axe: true,
  events,
  states,
  starts: {
    renter: { setUp: opens('renter', { scenario: 'confirmed', startsIn: 40, nights: 7 }) },
    // Pay later: nothing is paid, so the request's dates move directly (001 §4).
    renterUnanswered: { setUp: opens('renter', { scenario: 'requested', bookingMethod: 'binding', payLater: true, startsIn: 40, nights: 7 }) },
    ownerPending: { setUp: opens('owner', { scenario: 'confirmed', startsIn: 40, nights: 7, pendingChange: true }) },
  },
} satisfies ReplayMap<Machine, MadeBooking, 'renter' | 'renterUnanswered' | 'ownerPending'>;
