import { OWNER_CANCELLATION_REASONS, RENTER_CANCELLATION_REASONS, RENTER_WITHDRAW_REASONS } from '@/entities/booking';
import type { BookingCommand } from '../rules/booking-transitions';
import type { BookingChoices } from '../logic/booking-quote';
import { installmentsOfOrder, orderOfBooking } from '../logic/booking-records-access';
import { createBookingRecords } from '../logic/booking-records';
import { payInstallment, runBookingCommand } from '../logic/booking-lifecycle';
import { offersInsuranceAddon } from '../logic/insurance';
import { purposeOfInstallment, recordPayment } from '../logic/payments';
import type { AssetRow, BookingRow, UserRow } from '../store/rows';
import { shiftDay, type SeedContext } from './seed-context';
import { COUNTRIES, type SandboxCountry } from './words/places';
import { fill, TEXTS } from './words/texts';

/** How far a seeded booking got, and how it ended. */
export type Scenario =
  | 'draft'
  | 'requested'
  | 'accepted'
  | 'confirmed'
  | 'active'
  | 'ended'
  | 'completed'
  | 'withdrawn'
  | 'renter_canceled'
  | 'declined'
  | 'owner_canceled'
  | 'unanswered'
  | 'unpaid'
  | 'failed_hold_payment';

export interface BookingPlan {
  asset: AssetRow;
  renter: UserRow;
  fromDate: string;
  nights: number;
  scenario: Scenario;
  payLater?: boolean;
  choices?: Omit<BookingChoices, 'additionalDrivers'>;
  driverNames?: string[];
  /** Hours before the seed moment the request was sent (for open requests). */
  requestedHoursAgo?: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Days since 1970 of a seeded (always well-formed) date; the rules' checked parser is too slow for this loop. */
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Bookable nights per vehicle: seeded bookings that hold dates must not overlap each other or blocked periods. */
export class Occupancy {
  private readonly taken = new Map<number, [number, number][]>();

  constructor(ctx: SeedContext) {
    for (const period of ctx.store.unavailablePeriods.all()) this.add(period.assetId, period.fromDate, shiftDay(period.toDate, 1));
  }

  isFree(assetId: number, fromDate: string, toDate: string): boolean {
    const from = dayNumber(fromDate);
    const to = dayNumber(toDate);
    return !(this.taken.get(assetId) ?? []).some(([start, end]) => start < to && end > from);
  }

  add(assetId: number, fromDate: string, toDate: string): void {
    const list = this.taken.get(assetId) ?? [];
    list.push([dayNumber(fromDate), dayNumber(toDate)]);
    this.taken.set(assetId, list);
  }
}

const HOLDS_DATES: readonly Scenario[] = ['draft', 'requested', 'accepted', 'confirmed', 'active', 'ended', 'completed'];

function requestMessage(ctx: SeedContext, plan: BookingPlan, owner: UserRow | undefined): string {
  const language = COUNTRIES[plan.renter.country as SandboxCountry]?.language ?? 'en';
  const vehicle = `${plan.asset.model ?? ''}`.trim();
  return fill(ctx.random.pick(TEXTS[language].requestMessages), { name: owner?.firstName ?? '', vehicle });
}

/** Random but plausible choices: an owner add-on or two, a plan, sometimes an insurance add-on. */
export function randomChoices(ctx: SeedContext, asset: AssetRow): Omit<BookingChoices, 'additionalDrivers'> {
  const { random, store } = ctx;
  const offered = store.ownerAddons.by('assetId', asset.id);
  const addons = random.sample(offered, random.int(0, 2)).map((a) => ({ key: a.key, quantity: a.quantity > 1 ? random.int(1, a.quantity) : 1 }));
  const vendor = asset.hasPlatformInsurance ? asset.insuranceVendor : null;
  const insuranceKey = vendor === 'omocom' ? random.weighted([['omocom_basic', 6], ['omocom_plus', 3], ['omocom_complete', 1]] as const) : null;
  const extra = vendor && random.chance(0.25) ? random.pick(['roadside_assistance', 'deductible_buydown', 'interior_insurance'] as const) : null;
  return { addons, insuranceKey, insuranceAddons: extra && vendor && offersInsuranceAddon(vendor, extra) ? [extra] : [] };
}

const hoursAfter = (iso: string, hours: number): Date => new Date(Date.parse(iso) + hours * HOUR_MS);
const atDay = (date: string, hour: number): Date => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);

function must(result: { ok: boolean }, what: string, booking: BookingRow): void {
  if (!result.ok) throw new Error(`Seeding booking ${booking.id}: ${what} was refused (${JSON.stringify(result)})`);
}

function pay(ctx: SeedContext, booking: BookingRow, which: 'first' | 'due' | 'all', at: Date): void {
  const order = orderOfBooking(ctx.store, booking.id);
  if (!order) return;
  const installments = installmentsOfOrder(ctx.store, order.id);
  const unpaid = installments.filter((i) => i.status !== 'paid');
  const chosen = which === 'first' ? unpaid.slice(0, 1) : which === 'due' ? unpaid.filter((i) => Date.parse(i.dueAt) <= at.getTime()) : unpaid;
  for (const installment of chosen) {
    // A first payment is made when asked; later ones the day before they fall due, but never before the booking was confirmed.
    const earliest = Date.parse(booking.confirmedAt ?? booking.createdAt) + HOUR_MS;
    const paidAt = which === 'first' ? at : new Date(Math.min(at.getTime(), Math.max(earliest, Date.parse(installment.dueAt) - 24 * HOUR_MS)));
    ctx.store.installments.update(installment.id, { status: installment.status === 'pending' ? 'payable' : installment.status });
    must(payInstallment(ctx.store, booking, installment, paidAt), 'a payment', booking);
    recordPayment(ctx.store, {
      booking,
      payableType: 'installment',
      payableId: installment.id,
      purpose: purposeOfInstallment(installment, installments.length),
      amount: installment.amount,
      status: 'succeeded',
      paymentMethodId: null,
      errorSlug: null,
      at: paidAt.toISOString(),
    });
  }
}

/**
 * Creates one booking the way the API would and walks it through the lifecycle with
 * the transition rules at historic moments: request, payment, answer, check-in,
 * check-out, completion or cancellation. Returns undefined when the dates are taken.
 */
export function seedBooking(ctx: SeedContext, plan: BookingPlan, occupancy: Occupancy): BookingRow | undefined {
  const { random, store } = ctx;
  const toDate = shiftDay(plan.fromDate, plan.nights);
  const holds = HOLDS_DATES.includes(plan.scenario);
  if (holds && !occupancy.isFree(plan.asset.id, plan.fromDate, toDate)) return undefined;
  const owner = store.users.get(plan.asset.ownerId);
  // Open requests were sent in the last hours; others at least a day before the seed moment and days before the start.
  const open = ['draft', 'requested', 'accepted'].includes(plan.scenario);
  const latest = ctx.moment.getTime() - (plan.requestedHoursAgo ?? (open ? random.int(1, 18) : random.int(26, 24 * 20))) * HOUR_MS;
  const beforeStart = atDay(plan.fromDate, 8).getTime() - random.int(open ? 1 : 3, 90) * 24 * HOUR_MS;
  const requestedAt = new Date(open ? latest : Math.min(latest, beforeStart));
  const hoursAgo = (ctx.moment.getTime() - requestedAt.getTime()) / HOUR_MS;
  const { booking } = createBookingRecords(store, {
    asset: plan.asset,
    renterId: plan.renter.id,
    fromDate: plan.fromDate,
    toDate,
    choices: plan.choices ?? randomChoices(ctx, plan.asset),
    additionalDriverNames: plan.driverNames ?? [],
    destinationAbroad: random.chance(0.2),
    travelAbroad: false,
    // An accepted-but-unpaid booking needs the payment to come after acceptance.
    payLater: plan.payLater ?? (['accepted', 'unpaid', 'owner_canceled'].includes(plan.scenario) || random.chance(0.3)),
    message: requestMessage(ctx, plan, owner),
    now: requestedAt,
  });
  if (holds) occupancy.add(plan.asset.id, plan.fromDate, toDate);
  if (plan.scenario === 'draft') return booking;

  const run = (command: BookingCommand, at: Date, what = command.type) => must(runBookingCommand(store, booking, command, at), what, booking);
  run({ type: 'request' }, requestedAt);
  if (!booking.initialPaymentAfterAccept) pay(ctx, booking, 'first', hoursAfter(booking.createdAt, 0.1));
  const answeredAt = hoursAfter(booking.createdAt, Math.min(hoursAgo - 0.5, random.int(1, 20)));
  const instant = booking.requestStatus === 'accepted';
  const accept = () => {
    if (!instant) run({ type: 'accept' }, answeredAt);
  };
  // An instant booking is accepted on request: it cannot go unanswered, be declined or withdrawn, so it lapses unpaid instead.
  const lapses = instant && ['unanswered', 'declined', 'withdrawn'].includes(plan.scenario);
  if (lapses) {
    run({ type: 'expire' }, hoursAfter(booking.acceptedAt ?? booking.createdAt, 49));
    return booking;
  }
  switch (plan.scenario) {
    case 'requested':
      return booking;
    case 'unanswered':
      run({ type: 'expire' }, hoursAfter(booking.createdAt, 25));
      return booking;
    case 'declined':
      run({ type: 'decline', reason: random.pick(OWNER_CANCELLATION_REASONS) }, answeredAt);
      return booking;
    case 'withdrawn':
      run({ type: 'withdraw', reason: random.pick(RENTER_WITHDRAW_REASONS) }, answeredAt);
      return booking;
    case 'accepted':
      accept();
      return booking;
    case 'unpaid':
      accept();
      if (booking.ecommerceStatus === 'pending_confirmation') run({ type: 'expire' }, hoursAfter(booking.acceptedAt ?? booking.createdAt, 49));
      return booking;
    case 'owner_canceled':
      accept();
      if (booking.ecommerceStatus === 'pending_confirmation') run({ type: 'cancel_by_owner', reason: random.pick(OWNER_CANCELLATION_REASONS) }, hoursAfter(booking.acceptedAt ?? booking.createdAt, 2));
      return booking;
    default:
      break;
  }

  accept();
  pay(ctx, booking, 'first', hoursAfter(booking.acceptedAt ?? booking.createdAt, 1));
  const fromMoment = atDay(plan.fromDate, 14);
  const untilSeed = (at: Date) => new Date(Math.min(at.getTime(), ctx.moment.getTime()));
  switch (plan.scenario) {
    case 'renter_canceled': {
      const confirmed = Date.parse(booking.confirmedAt ?? booking.createdAt);
      const planned = Math.min(confirmed + random.int(24, 24 * 20) * HOUR_MS, atDay(shiftDay(plan.fromDate, -1), 9).getTime(), ctx.moment.getTime());
      const canceledAt = new Date(Math.max(planned, confirmed + HOUR_MS));
      run({ type: 'cancel_by_renter', reason: random.pick(RENTER_CANCELLATION_REASONS) }, canceledAt);
      return booking;
    }
    case 'failed_hold_payment':
      run({ type: 'cancel_by_system', reason: 'failed_hold_payment' }, untilSeed(atDay(shiftDay(plan.fromDate, -6), 3)));
      return booking;
    case 'confirmed':
      pay(ctx, booking, 'due', ctx.moment);
      return booking;
    default:
      break;
  }

  pay(ctx, booking, 'all', atDay(shiftDay(plan.fromDate, -1), 9));
  run({ type: 'start' }, fromMoment);
  if (plan.scenario === 'active') return booking;
  run({ type: 'end' }, atDay(shiftDay(toDate, 1), 0));
  if (plan.scenario === 'ended') return booking;
  run({ type: 'complete', withDeposit: !booking.hasCashDeposit }, atDay(shiftDay(toDate, 3), 8));
  return booking;
}

