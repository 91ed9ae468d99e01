import type { bookingRequestMachine } from '@machines/booking-request';
import { expect, type Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { pickDay } from '../support/calendar';
import type { ClaimedVehicle } from '../support/sandbox-client';
import {
  automatic,
  gesture,
  notReplayed,
  passesThrough,
  screen,
  type EventMap,
  type ReplayContext,
  type ReplayMap,
  type StateMap,
} from '../support/machine-replay/types';

/**
 * The booking request flow (machines/booking-request) on today's pages: each event's gesture and
 * each state's screen, kept small so that a change of the flow's UI changes one entry.
 */

type Machine = typeof bookingRequestMachine;
type Snapshot = SnapshotFrom<Machine>;
type Flow = ReplayContext<ClaimedVehicle>;

const PAGE_OF_STEP = { dates: '', 'about-you': '/about-you', 'verify-id': '/verify-id', customize: '/customize', insurance: '/insurance', login: '/login', purchase: '/purchase', confirmation: '/confirmation', error: '/error' } as const;
/** The step whose page the flow shows: sending and paying stay on the purchase page. */
const pageOf = (snapshot: Snapshot) => PAGE_OF_STEP[snapshot.matches('submitting') || snapshot.matches('paying') ? 'purchase' : snapshot.context.cart.currentCartStep];
const flowUrl = (vehicleId: number, page: string) => `/vehicles/${vehicleId}/book${page}`;

const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
const atPage = (replay: Flow, snapshot: Snapshot) => expect(replay.page).toHaveURL(new RegExp(`${flowUrl(replay.data.vehicleId, pageOf(snapshot))}(\\?|$)`));
const primary = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Continue|Book now|Send booking request)$/ });

async function pay(page: Page, card: string) {
  const form = page.getByRole('form', { name: 'Payment' });
  const again = form.getByRole('button', { name: 'Try again' });
  if (await again.isVisible()) await again.click();
  const newCard = form.getByRole('radio', { name: 'A new card' });
  if ((await newCard.count()) > 0 && !(await newCard.isChecked())) await newCard.click();
  await form.getByLabel('Card number').fill(card);
  await form.getByRole('button', { name: /^Pay / }).click();
}

/** The Swiss vehicle is any the sandbox has: its equipment and insurer are its own, so its paths only sign up and stop at the ID check. */
const swiss = (s: Snapshot) => s.context.cart.cartVehicle?.isConsideredSwiss === true;

const events = {
  NEXT: gesture({
    // Dates go on once they are bookable (the button is disabled before); about you checks its answers on Continue.
    offered: (s) => (s.matches('dates') ? s.context.dateRules !== null : (['aboutYou', 'customize', 'insurance'] as const).some((state) => s.matches(state)) || s.matches({ purchase: 'review' })),
    perform: async ({ page }) => primary(page).click(),
  }),
  BACK: gesture({
    // Found by the replay: an owner's "Change the dates" goes to the dates, and the next step page
    // sends the session again, which brings the owners' notice straight back.
    offered: (s) =>
      (['aboutYou', 'verifyId', 'customize', 'insurance'] as const).some((state) => s.matches(state)) ||
      s.matches({ purchase: 'review' }) ||
      (s.matches('error') && s.context.failure?.slug !== 'owner_cannot_book'),
    perform: async ({ page }) => page.getByRole('main').getByRole('button', { name: /^(Back|Change the dates)$/ }).click(),
  }),
  // The address of an earlier or later step, typed or from the history: the page loads anew.
  GO_TO: gesture({
    reloads: true,
    // Found by the replay: the address of an earlier step opened on the purchase step is lost, as the
    // flow resumes there re-pricing the draft (GO_TO arrives in purchase.pricing, which ignores it).
    offered: (s, event) => PAGE_OF_STEP[event.step] !== pageOf(s) && !s.matches('purchase'),
    perform: async ({ page, data }, event) => {
      await page.goto(flowUrl(data.vehicleId, PAGE_OF_STEP[event.step]));
    },
  }),
  SET_DATES: gesture({
    offered: (s) => s.matches('dates'),
    perform: async ({ page, data }) => {
      await page.getByRole('button', { name: 'Clear dates' }).click();
      await pickDay(page, data.fromDate);
      await pickDay(page, data.toDate);
      await expect(primary(page)).toBeEnabled();
    },
  }),
  UPDATE_ABOUT_YOU: gesture({
    offered: (s) => s.matches('aboutYou'),
    perform: async ({ page }, { patch }) => {
      if (patch.destinationAbroad !== undefined)
        await page.getByRole('radiogroup', { name: 'Are you going abroad?' }).getByRole('radio', { name: patch.destinationAbroad ? 'Yes' : 'No' }).click();
      if (patch.message !== undefined) await page.getByLabel('Message to the owner').fill(patch.message);
      const licence = page.getByRole('checkbox', { name: /driving licence for at least 3 years/ });
      if (patch.drivingLicenseConfirmed !== undefined && (await licence.isChecked()) !== patch.drivingLicenseConfirmed) await licence.click();
    },
  }),
  SELECT_ADDON: gesture({
    offered: (s) => s.matches('customize') && s.context.cart.cartVehicleSelectedAddons.length === 0 && !swiss(s),
    // The vehicle's first equipment or service: a box to tick, or a quantity.
    perform: async ({ page }) => {
      const extras = page.getByRole('region', { name: 'Equipment and services' });
      const first = extras.getByRole('checkbox').or(extras.getByRole('spinbutton')).first();
      if ((await first.getAttribute('role')) === 'checkbox' || (await first.getAttribute('type')) === 'button') await first.click();
      else await first.fill('1');
    },
  }),
  ADD_DRIVER: gesture({
    offered: (s) => s.matches('customize') && s.context.cart.pendingBookingRequest?.additionalDrivers.length === 0,
    perform: async ({ page }, { name }) => {
      await page.getByLabel("Driver's name").fill(name);
      await page.getByRole('button', { name: 'Add driver' }).click();
    },
  }),
  REMOVE_DRIVER: gesture({
    offered: (s) => s.matches('customize') && (s.context.cart.pendingBookingRequest?.additionalDrivers.length ?? 0) > 0,
    perform: async ({ page }, _event, s) => page.getByRole('button', { name: `Remove ${s.context.cart.pendingBookingRequest?.additionalDrivers[0]?.name}` }).click(),
  }),
  CHOOSE_PLAN: gesture({
    offered: (s, { plan }) => s.matches('insurance') && s.context.cart.pendingBookingRequest?.insuranceKey !== plan && !swiss(s),
    perform: async ({ page }) => page.getByRole('radiogroup', { name: 'Insurance plan' }).getByRole('radio', { name: /^Plus cover/ }).click(),
  }),
  TOGGLE_INSURANCE_ADDON: gesture({
    offered: (s) => s.matches('insurance') && s.context.cart.pendingBookingRequest?.insuranceAddons.length === 0 && !swiss(s),
    perform: async ({ page }) => page.getByRole('checkbox', { name: /^Roadside assistance/ }).click(),
  }),
  CHOOSE_PAYMENT: gesture({
    offered: (s) => s.matches({ purchase: 'review' }) && s.context.cart.pendingBookingRequest?.payLater === false,
    perform: async ({ page }) => page.getByRole('radio', { name: /^Pay later/ }).click(),
  }),
  // Inside the flow: a guest signs up ("New here", a renter not yet ID-verified), or logs in as
  // renter@ or owner@ ("I have an account"). A vehicle considered Swiss is only booked by the new
  // renter here: it is the one who must verify their ID first.
  SIGNED_IN: gesture({
    offered: (s, { renter }) => s.matches('login') && (!swiss(s) || (renter.role === 'renter' && !renter.isIdVerified)),
    perform: async ({ page }, { renter }) => {
      if (!renter.isIdVerified) {
        const form = page.getByRole('tabpanel', { name: 'New here' });
        await form.getByLabel('First name').fill('Alva');
        await form.getByLabel('Last name').fill('Berg');
        await form.getByLabel('E-mail').fill(`flow-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
        await form.getByLabel('Password', { exact: true }).fill('Fjallstuga2026');
        await form.getByLabel('Repeat password').fill('Fjallstuga2026');
        await form.getByRole('combobox', { name: 'Country of residence' }).selectOption('Sweden');
        await form.getByRole('checkbox', { name: 'I accept the user terms' }).click();
        await form.getByRole('button', { name: 'Create account' }).click();
        return;
      }
      await page.getByRole('tab', { name: 'I have an account' }).click();
      const form = page.getByRole('tabpanel', { name: 'I have an account' });
      await form.getByLabel('E-mail').fill(`${renter.role === 'owner' ? 'owner' : 'renter'}@sandbox.test`);
      await form.getByLabel('Password', { exact: true }).fill('Sandbox2026');
      await form.getByRole('button', { name: 'Log in', exact: true }).click();
    },
  }),
  PAYMENT_SUCCEEDED: gesture({
    offered: (s) => s.matches('paying'),
    perform: async ({ page }) => pay(page, '4242 4242 4242 4242'),
  }),
  // The bank refuses the card: the payment form says so and keeps the flow where it is (its own machine, machines/payment).
  PAYMENT_FAILED: gesture({
    offered: (s) => s.matches('paying'),
    perform: async ({ page }) => {
      await pay(page, '4000 0000 0000 9995');
      await expect(page.getByRole('form', { name: 'Payment' }).getByRole('alert')).toContainText('Your card has insufficient funds.', { timeout: 30_000 });
    },
  }),
  TICK: automatic('The page’s clock moves the flow’s on every minute.'),
  DATE_RULES_LOADED: automatic('The page sends the vehicle’s availability once it has loaded.'),
  ADDONS_LOADED: automatic('The page sends the vehicle’s add-ons once they have loaded.'),
  SIGNED_OUT: notReplayed('Logging out leaves the flow for the home page; the paths test walks the flow’s reset.'),
  RETRY: notReplayed('Only a failed send, credit check or server error offers it; the sandbox fails none inside the flow (reliability-errors.spec.ts makes each fail and tries again).'),
  RESET: notReplayed('No control sends it today.'),
} satisfies EventMap<Machine, ClaimedVehicle>;

const states = {
  resuming: passesThrough('Chooses the saved step on load; never rested in.'),
  restoring: passesThrough('Reads the booking made before the reload, which decides the step.'),
  checkingRenter: passesThrough('Just signed in: the ID check or the purchase comes next.'),
  dates: screen(async (replay, s) => {
    await h1(replay.page, 'When do you want to travel?');
    await atPage(replay, s);
  }),
  aboutYou: screen(async (replay, s) => {
    await h1(replay.page, 'About you');
    await atPage(replay, s);
    // What was typed stays, through steps and reloads.
    await expect(replay.page.getByLabel('Message to the owner')).toHaveValue(s.context.cart.pendingMessage ?? '');
  }),
  verifyId: screen(async (replay, s) => {
    await h1(replay.page, 'Verify your ID first');
    await atPage(replay, s);
  }),
  customize: screen(async (replay, s) => {
    await h1(replay.page, 'Customize your trip');
    await atPage(replay, s);
    const driver = s.context.cart.pendingBookingRequest?.additionalDrivers[0];
    await expect(replay.page.getByRole('button', { name: /^Remove / })).toHaveCount(driver ? 1 : 0);
  }),
  insurance: screen(async (replay, s) => {
    await h1(replay.page, 'Insurance');
    await atPage(replay, s);
    const request = s.context.cart.pendingBookingRequest;
    if (swiss(s)) return;
    await expect(replay.page.getByRole('radio', { name: /^Plus cover/ })).toBeChecked({ checked: request?.insuranceKey === 'omocom_plus' });
    await expect(replay.page.getByRole('checkbox', { name: /^Roadside assistance/ })).toBeChecked({ checked: request?.insuranceAddons.includes('roadside_assistance') ?? false });
  }),
  login: screen(async (replay, s) => {
    await h1(replay.page, 'Create your account to book');
    await atPage(replay, s);
    await expect(replay.page.getByRole('tab', { name: 'New here' })).toHaveAttribute('aria-selected', 'true');
  }),
  'purchase.pricing': passesThrough('"Preparing your booking…" while the sandbox prices the draft.'),
  'purchase.review': screen(async (replay, s) => {
    await h1(replay.page, 'Review and pay');
    await expect(replay.page.getByRole('table', { name: 'Price' })).toBeVisible({ timeout: 20_000 });
    await expect(replay.page.getByRole('radio', { name: /^Pay later/ })).toBeChecked({ checked: s.context.cart.pendingBookingRequest?.payLater ?? false });
    await expect(primary(replay.page)).toHaveText(s.context.cart.cartVehicle?.bookingMethod === 'instant' ? 'Book now' : 'Send booking request');
  }),
  submitting: passesThrough('The order is being confirmed.'),
  // A reload here reads the booking again and asks for the same payment (#23 point 2).
  paying: screen(async ({ page }) => {
    await expect(page.getByRole('form', { name: 'Payment' }).getByRole('button', { name: /^Pay / })).toBeVisible({ timeout: 30_000 });
  }),
  confirmation: screen(async ({ page }, s) => {
    const instant = s.context.cart.cartVehicle?.bookingMethod === 'instant';
    const paidLater = s.context.cart.pendingBookingRequest?.payLater ?? false;
    await h1(page, !instant ? 'Your booking request is sent' : paidLater ? 'Your booking is accepted: pay to confirm it' : 'Your booking is confirmed');
    await expect(page.getByRole('link', { name: 'See your booking' })).toHaveAttribute('href', new RegExp(`/bookings/\\d+$`));
  }),
  error: screen(async ({ page }, s) => {
    await h1(page, s.context.failure?.slug === 'owner_cannot_book' ? 'Owners cannot book' : 'We cannot send this booking request');
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  }),
} satisfies StateMap<Machine, ClaimedVehicle>;

/** An instant motorhome nobody else books, with equipment and Omocom's plans, that renter@ can book without a stop. */
const claim = (replay: { sandbox: Flow['sandbox'] }) =>
  replay.sandbox.claimVehicle({ bookingMethod: 'instant', subType: 'motorhome', renterEmail: 'renter@sandbox.test', withExtras: true, nights: 5, startsIn: 21, swiss: false });
/** An instant vehicle registered in Switzerland or Liechtenstein. */
const claimSwiss = (replay: { sandbox: Flow['sandbox'] }) => replay.sandbox.claimVehicle({ bookingMethod: 'instant', subType: 'motorhome', nights: 5, startsIn: 21, swiss: true });

export const bookingRequestReplay = {
  name: 'booking request',
  axe: true,
  events,
  states,
  starts: {
    renter: {
      setUp: async ({ page, sandbox, signIn }) => {
        const vehicle = await claim({ sandbox });
        await signIn('renter');
        await page.goto(`${flowUrl(vehicle.vehicleId, '')}?from=${vehicle.fromDate}&to=${vehicle.toDate}`);
        return vehicle;
      },
    },
    guest: {
      setUp: async ({ page, sandbox }) => {
        const vehicle = await claim({ sandbox });
        await page.goto(`${flowUrl(vehicle.vehicleId, '')}?from=${vehicle.fromDate}&to=${vehicle.toDate}`);
        return vehicle;
      },
    },
    swissGuest: {
      setUp: async ({ page, sandbox }) => {
        const vehicle = await claimSwiss({ sandbox });
        await page.goto(`${flowUrl(vehicle.vehicleId, '')}?from=${vehicle.fromDate}&to=${vehicle.toDate}`);
        return vehicle;
      },
    },
  },
} satisfies ReplayMap<Machine, ClaimedVehicle, 'renter' | 'guest' | 'swissGuest'>;
