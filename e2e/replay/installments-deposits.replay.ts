import type { installmentsDepositsMachine, InstallmentsDepositsView } from '@machines/installments-deposits';
import { expect, type Page } from '@playwright/test';
import type { MadeBooking } from '../support/sandbox-client';
import { automatic, gesture, notReplayed, passesThrough, screen, type EventMap, type ReplayMap, type StartFixtures, type StateMap } from '../support/machine-replay/types';

/**
 * The renter's payments on the booking detail (machines/installments-deposits) on the sandbox: each
 * event's gesture and each state's screen. Every start makes its own booking in one call; the
 * demo renter pays with the first saved card the form offers.
 */

type Machine = typeof installmentsDepositsMachine;

const section = (page: Page) => page.getByRole('region', { name: 'Your payments' });
const ACTIONS = { installment: 'Pay the remaining rental fee', deposit: 'Reserve the deposit' } as const;
const TITLES = { installment: 'Pay an installment', deposit: 'Pay the deposit' } as const;

const events = {
  PAY: gesture({
    offered: (s, event, view: InstallmentsDepositsView) =>
      s.matches('due') && (event.kind === 'installment' ? view.next?.id === event.id : event.kind === 'deposit' && view.deposit?.id === event.id),
    // Opens the dialog and pays with the saved card it picks first: the sandbox settles it at once.
    perform: async ({ page }, event) => {
      const kind = event.kind === 'deposit' ? 'deposit' : 'installment';
      await section(page).getByRole('button', { name: ACTIONS[kind] }).click();
      const dialog = page.getByRole('dialog', { name: TITLES[kind] });
      await expect(dialog.getByRole('radio', { name: /^Visa ending in/ }).first()).toBeChecked({ timeout: 30_000 });
      await dialog.getByRole('button', { name: /^Pay SEK/ }).click();
    },
  }),
  DISMISS: gesture({
    offered: (s) => s.matches('paid'),
    perform: async ({ page }) => page.getByRole('dialog').getByRole('button', { name: 'Done' }).click(),
  }),
  MONEY_UPDATED: automatic('The page sends the polled booking and order whenever they change.'),
  TICK: automatic('The page moves the clock every minute; nothing a path shows changes within it.'),
} satisfies EventMap<Machine, MadeBooking>;

const states = {
  routing: passesThrough('Chooses the state the order says.'),
  due: screen(async ({ page }, _s, view: InstallmentsDepositsView) => {
    if (view.next) await expect(section(page).getByRole('button', { name: ACTIONS.installment })).toBeVisible({ timeout: 30_000 });
    if (view.deposit) await expect(section(page).getByRole('button', { name: ACTIONS.deposit })).toBeVisible({ timeout: 30_000 });
  }),
  nothingDue: screen(async ({ page }) => expect(section(page)).toContainText('Nothing to pay right now.', { timeout: 30_000 })),
  paying: passesThrough('The PAY gesture pays with the saved card; the sandbox settles it at once (e2e/renter-payments.spec.ts walks the form: Amex, a declined card, 3-D Secure).'),
  paid: screen(async ({ page }) => expect(page.getByRole('dialog').getByRole('status')).toContainText(/Payment of SEK.+received\./, { timeout: 30_000 }), {
    reload: notReplayed('A reload after the payment shows the order as the API has it (the section, no dialog); the paths test covers it.'),
  }),
} satisfies StateMap<Machine, MadeBooking>;

/** Makes the booking through the sandbox in one call and opens its page as the demo renter. */
const opens =
  (startsIn: number) =>
  async ({ page, sandbox, signIn }: StartFixtures): Promise<MadeBooking> => {
    // The deposit on the card: a vehicle whose owner takes it in cash has none to reserve.
    const booking = await sandbox.booking({ scenario: 'confirmed', startsIn, payLater: true, cashDeposit: false });
    await signIn('renter');
    await page.goto(`/bookings/${booking.bookingId}`);
    return booking;
  };

export const installmentsDepositsReplay = {
  name: "renter's payments",
  axe: true,
  events,
  states,
  starts: {
    installmentDue: { setUp: opens(40) },
    depositDue: { setUp: opens(5) },
  },
} satisfies ReplayMap<Machine, MadeBooking, 'installmentDue' | 'depositDue'>;
