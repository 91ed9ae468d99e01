import { priceDateChange } from '../logic/change-requests';
import type { AssetRow, BookingRow, UserRow } from '../store/rows';
import { decorateBooking } from './seed-booking-details';
import { Occupancy, seedBooking, type BookingPlan, type Scenario } from './seed-bookings';
import { shiftDay, type SeedContext } from './seed-context';
import type { DemoUsers } from './seed-users';
import type { DemoFleets } from './seed-vehicles';
import { COUNTRIES, type SandboxCountry } from './words/places';
import { NAMES } from './words/people';

/**
 * Bookings of the population by how far they got (about 1,400 in all, from two years
 * back to a year ahead). Older trips live on as the historic reviews (seed-reviews.ts).
 */
const POPULATION: Readonly<Record<Scenario, number>> = {
  completed: 480,
  confirmed: 300,
  requested: 90,
  accepted: 60,
  active: 80,
  ended: 40,
  draft: 35,
  withdrawn: 45,
  renter_canceled: 70,
  declined: 60,
  owner_canceled: 30,
  unanswered: 40,
  unpaid: 35,
  failed_hold_payment: 15,
};

/** A start date that suits the scenario: past trips end before the seed date, open ones start after it. */
function startOffset(ctx: SeedContext, scenario: Scenario, nights: number): number {
  const { random } = ctx;
  switch (scenario) {
    case 'completed':
      return -random.int(nights + 4, 700);
    case 'active':
      return -random.int(1, nights - 1);
    case 'ended':
      return -(nights + random.int(1, 2));
    case 'confirmed':
      return random.int(3, 300);
    case 'requested':
    case 'accepted':
    case 'draft':
      return random.int(7, 250);
    case 'failed_hold_payment':
      return random.int(-300, 5);
    default:
      return random.int(-250, 250);
  }
}

/** Sometimes a partner drives too: a first name of the renter's language and the renter's last name. */
function coDrivers(ctx: SeedContext, renter: UserRow, scenario: Scenario): string[] | undefined {
  if (scenario === 'draft' || !ctx.random.chance(0.12)) return undefined;
  const names = NAMES[COUNTRIES[renter.country as SandboxCountry].language];
  return [`${ctx.random.pick(ctx.random.chance(0.5) ? names.female : names.male)} ${renter.lastName}`];
}

function seeded(ctx: SeedContext, plan: BookingPlan, occupancy: Occupancy): BookingRow | undefined {
  const booking = seedBooking(ctx, plan, occupancy);
  if (booking) decorateBooking(ctx, booking, plan.scenario);
  return booking;
}

/** A pending date change on a confirmed booking, priced by the change-request rule; false when the rule refuses it. */
export function pendingChange(ctx: SeedContext, booking: BookingRow): boolean {
  const proposed = { fromDate: shiftDay(booking.fromDate, 1), toDate: shiftDay(booking.toDate, 2) };
  const priced = priceDateChange(ctx.store, booking, proposed, ctx.moment);
  if (!priced.ok) return false;
  const createdAt = new Date(ctx.moment.getTime() - ctx.random.int(2, 40) * 3_600_000).toISOString();
  ctx.store.changeRequests.insert({
    bookingId: booking.id,
    newFromDate: proposed.fromDate,
    newToDate: proposed.toDate,
    message: 'We would like to leave a day later and stay one more night.',
    status: 'pending',
    createdBy: 'renter',
    costs: priced.costs,
    createdAt,
    answeredAt: null,
  });
  ctx.store.bookingEvents.insert({ bookingId: booking.id, type: 'change_request_created', actor: 'renter', amount: null, currency: null, data: proposed, occurredAt: createdAt });
  return true;
}

function seedDemoBookings(ctx: SeedContext, demo: DemoUsers, fleets: DemoFleets, renters: readonly UserRow[], occupancy: Occupancy): void {
  const { random } = ctx;
  const day = (offset: number) => ctx.day(offset);
  const localVehicle = ctx.store.assets.find((a) => a.country === 'SE' && a.status === 'published' && a.ownerId !== demo.owner.id);
  const [hymer, adria, california, kabe] = fleets.owner;
  const [knaus, possl, polar] = fleets.topOwner;
  const [company] = fleets.companyOwner;
  if (!hymer || !adria || !california || !kabe || !knaus || !possl || !polar || !company || !localVehicle) throw new Error('Demo fleets are incomplete');
  const renter = demo.renter;
  const book = (asset: AssetRow, offset: number, nights: number, scenario: Scenario, extra: Partial<BookingPlan> = {}) =>
    seeded(ctx, { asset, renter, fromDate: day(offset), nights, scenario, ...extra }, occupancy);

  book(hymer, 45, 7, 'requested', { payLater: false, requestedHoursAgo: 3 });
  book(possl, 30, 5, 'accepted', { requestedHoursAgo: 10 });
  const confirmed = book(adria, 60, 10, 'confirmed', { driverNames: ['Johan Lindqvist'] });
  book(california, -2, 6, 'active');
  book(knaus, -8, 7, 'ended');
  book(kabe, -120, 7, 'completed');
  book(company, -300, 5, 'completed');
  book(localVehicle, 20, 4, 'withdrawn');
  book(localVehicle, 95, 6, 'unanswered');
  book(localVehicle, -60, 5, 'renter_canceled');
  book(polar, 150, 7, 'draft');
  if (confirmed) pendingChange(ctx, confirmed);

  // Requests waiting for the demo owners' answer, and their history with other renters.
  const others = renters.filter((r) => r.id !== renter.id && r.id !== demo.swissRenter.id);
  const fromOthers = (asset: AssetRow, offset: number, nights: number, scenario: Scenario, hoursAgo?: number) => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const booking = seeded(ctx, { asset, renter: random.pick(others), fromDate: day(offset + attempt * 9), nights, scenario, requestedHoursAgo: hoursAgo }, occupancy);
      if (booking) return;
    }
  };
  fromOthers(adria, 120, 5, 'requested', 2);
  fromOthers(california, 75, 4, 'requested', 7);
  fromOthers(kabe, 200, 10, 'requested', 16);
  fromOthers(hymer, 15, 3, 'confirmed');
  fromOthers(kabe, 30, 7, 'confirmed');
  fromOthers(california, 100, 5, 'declined');
  for (const [index, asset] of [hymer, adria, california, kabe, hymer, adria, kabe, california].entries()) fromOthers(asset, -40 - index * 45, 5, 'completed');
  for (let i = 0; i < 12; i++) fromOthers(random.pick(fleets.topOwner), -30 - i * 40, random.int(4, 9), 'completed');
  fromOthers(knaus, 40, 7, 'confirmed');
  fromOthers(polar, 55, 6, 'requested', 5);
  for (let i = 0; i < 6; i++) fromOthers(random.pick(fleets.companyOwner), -20 - i * 50, random.int(4, 8), 'completed');
  for (let i = 0; i < 3; i++) fromOthers(random.pick(fleets.companyOwner), 30 + i * 40, 7, 'confirmed');
  fromOthers(random.pick(fleets.companyOwner), 80, 5, 'accepted', 12);

  // Trips that start on the anchor day: the demo renter's, and one on the demo owner's caravan.
  book(polar, 0, 5, 'confirmed');
  fromOthers(kabe, 0, 4, 'confirmed');
}

/**
 * The bookings: the demo accounts' first (in fixed states), then about 3,000 more
 * across every status, on published vehicles (and deactivated ones for past trips),
 * mostly by renters of the vehicle's own country.
 */
export function seedBookingPlans(ctx: SeedContext, demo: DemoUsers, fleets: DemoFleets, renters: readonly UserRow[]): void {
  const { random, store } = ctx;
  const occupancy = new Occupancy(ctx);
  seedDemoBookings(ctx, demo, fleets, renters, occupancy);
  const demoAssetIds = new Set(Object.values(fleets).flat().map((a) => a.id));
  const bookable = store.assets.where((a) => a.status === 'published' && !demoAssetIds.has(a.id));
  const retired = store.assets.where((a) => a.status === 'deactivated');
  const population = renters.filter((r) => r.id !== demo.renter.id && r.id !== demo.swissRenter.id);
  const byCountry = new Map<string, UserRow[]>();
  for (const renter of population) byCountry.set(renter.country, [...(byCountry.get(renter.country) ?? []), renter]);

  for (const [scenario, count] of Object.entries(POPULATION) as [Scenario, number][]) {
    for (let i = 0; i < count; i++) {
      for (let attempt = 0; attempt < 8; attempt++) {
        const nights = random.int(scenario === 'active' ? 3 : 2, 12);
        const offset = startOffset(ctx, scenario, nights);
        const asset = offset < 0 && retired.length > 0 && random.chance(0.05) ? random.pick(retired) : random.pick(bookable);
        const locals = byCountry.get(asset.country);
        const renter = locals && random.chance(0.8) ? random.pick(locals) : random.pick(population);
        const booking = seeded(ctx, { asset, renter, fromDate: ctx.day(offset), nights, scenario, driverNames: coDrivers(ctx, renter, scenario) }, occupancy);
        if (booking) {
          if (scenario === 'confirmed' && random.chance(0.08)) pendingChange(ctx, booking);
          break;
        }
      }
    }
  }
}
