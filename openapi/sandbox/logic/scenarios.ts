import { blockedNights, checkAvailability, minimumNights } from '../rules/availability';
import { addDays, lastNightOf, todayOf } from '../rules/calendar';
import { missingToAnswerRequests } from '@/entities/user';
import { ApiError } from '../http/api-error';
import { createRandom, hashString } from '../seed/prng';
import { decorateBooking } from '../seed/seed-booking-details';
import { pendingChange } from '../seed/seed-booking-plans';
import { Occupancy, seedBooking, type Scenario } from '../seed/seed-bookings';
import { seedContext, type SeedClock, type SeedContext } from '../seed/seed-context';
import type { AssetRow, BookingRow, UserRow } from '../store/rows';
import type { Store } from '../store/store';
import { assetPeriods } from './asset-periods';
import { orderOfBooking } from './booking-records-access';
import { payOutCompletedBooking } from './payouts';
import { ageOn, isConsideredSwiss } from './user-profile';

/**
 * Test data in one call (the sandbox-only `/__sandbox/vehicles/claim` and `/__sandbox/bookings`):
 * a vehicle no other caller has been handed, with free dates, and bookings in any state of the
 * lifecycle, made by the same lifecycle steps the seed takes, at times relative to the sandbox
 * clock ("a confirmed booking starting today", "a completed booking", "a request sent an hour ago").
 */

/** What a test may ask a vehicle to be like. */
export interface VehicleWish {
  bookingMethod?: 'instant' | 'binding';
  subType?: AssetRow['subType'];
  /** One of this owner's vehicles (by e-mail) instead of any other owner's. */
  ownerEmail?: string;
  /** The renter who will book it: the vehicle must take them in the booking flow without a stop. */
  renterEmail?: string;
  /** Free nights wanted and the earliest start, in days from today. */
  nights?: number;
  startsIn?: number;
  /** With equipment add-ons and the platform's insurance plans to choose from. */
  withExtras?: boolean;
  /** Registered in Switzerland or Liechtenstein (000 §5: considered Swiss), or elsewhere. */
  swiss?: boolean;
  /** The owner takes the deposit in cash at the handover (001 §4's cash-deposit variant), or on the renter's card. */
  cashDeposit?: boolean;
  /** An owner who may answer a request now: profile complete and ID verified where needed (002 §4.4). */
  answeringOwner?: boolean;
  /** Complete but never published, without bookings: for the owner to publish (and deactivate) in the editor (#18). */
  unpublished?: boolean;
}

export interface ClaimedVehicle {
  vehicleId: number;
  ownerId: number;
  ownerEmail: string;
  bookingMethod: AssetRow['bookingMethod'];
  fromDate: string;
  toDate: string;
  nights: number;
}

/** Booking scenarios a test may ask for: how far the booking got, and how it ended. */
export const BOOKING_SCENARIOS = [
  'draft',
  'requested',
  'accepted',
  'confirmed',
  'active',
  'ended',
  'completed',
  'withdrawn',
  'renter_canceled',
  'declined',
  'owner_canceled',
  'unanswered',
  'unpaid',
] as const satisfies readonly Scenario[];
export type BookingScenario = (typeof BOOKING_SCENARIOS)[number];

export interface BookingWish extends VehicleWish {
  scenario: BookingScenario;
  vehicleId?: number;
  payLater?: boolean;
  /** For open requests: hours since the renter sent it (the owner answers within 24). */
  requestedHoursAgo?: number;
  /** A completed booking with the parties' reviews as the seed writes them; without, none, so a test can write one. */
  reviewed?: boolean;
  /** A confirmed booking with the renter's change request waiting for the owner (the seed's: a day later, one more night). */
  pendingChange?: boolean;
  /** A `requested` booking that this many other renters' requests overlap: theirs start a day later, as many nights (001 §2 overlapping dates). */
  overlappingRequests?: number;
  /** A `requested` booking whose nights the owner blocked in the calendar after it came in (001 §8 dates unavailable on accepting). */
  datesBlocked?: boolean;
}

export interface MadeBooking {
  bookingId: number;
  orderId: number | null;
  vehicleId: number;
  fromDate: string;
  toDate: string;
  ecommerceStatus: BookingRow['ecommerceStatus'];
  renterId: number;
  renterEmail: string;
  ownerId: number;
  /** Every seeded user logs in with the demo password: a test can act as this owner too. */
  ownerEmail: string;
  /** With `overlappingRequests`: the other renters' requests, in the order they were made. */
  overlappingBookingIds?: number[];
}

const DEMO_DOMAIN = '@sandbox.test';
/** Vehicles handed out per store: a reset starts over with the new store. */
const claimedByStore = new WeakMap<Store, Set<number>>();
const claimed = (store: Store) => {
  let set = claimedByStore.get(store);
  if (!set) {
    set = new Set();
    claimedByStore.set(store, set);
  }
  return set;
};

const userByEmail = (store: Store, email: string, role?: UserRow['role']): UserRow => {
  const user = store.users.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!user || (role && user.role !== role)) throw new ApiError(404, 'model_not_found', `No ${role ?? 'user'} has the e-mail ${email}.`, { email: ['Unknown.'] });
  return user;
};

/** Whether the renter can go through the flow with this vehicle without any stop of 001 §5/§8. */
function takesRenter(store: Store, asset: AssetRow, renter: UserRow, fromDate: string): boolean {
  const owner = store.users.get(asset.ownerId);
  if (!owner || owner.id === renter.id) return false;
  if (renter.birthDate && ageOn(renter.birthDate, fromDate) < asset.minimumAge) return false;
  if (asset.drivingLicenseClass !== 'B') return false;
  if (asset.insuranceVendor === 'baloise') return false;
  return renter.isIdVerified || asset.country === renter.country;
}

function hasExtras(store: Store, asset: AssetRow): boolean {
  return asset.hasPlatformInsurance && asset.insuranceVendor === 'omocom' && store.ownerAddons.by('assetId', asset.id).some((addon) => addon.type === 'equipment');
}

/** The first range of `nights` (at least the vehicle's minimum) from `startsIn` days on that the rules allow. */
function freeRange(store: Store, asset: AssetRow, now: Date, startsIn: number, nights: number): { fromDate: string; toDate: string } | undefined {
  const periods = assetPeriods(store, asset.id);
  const today = todayOf(now);
  for (let offset = startsIn; offset < startsIn + 120; offset++) {
    const fromDate = addDays(today, offset);
    const toDate = addDays(fromDate, Math.max(nights, minimumNights(asset, fromDate)));
    if (checkAvailability(asset, periods, { fromDate, toDate }, now).length === 0) return { fromDate, toDate };
  }
  return undefined;
}

/** Whether no open booking or blocked period holds any night of a range (past ranges too, unlike the request rules). */
function nightsFree(store: Store, assetId: number, fromDate: string, toDate: string): boolean {
  const lastNight = lastNightOf(toDate);
  return blockedNights(assetPeriods(store, assetId)).every((blocked) => blocked.toDate < fromDate || blocked.fromDate > lastNight);
}

function candidates(store: Store, wish: VehicleWish): AssetRow[] {
  const owner = wish.ownerEmail ? userByEmail(store, wish.ownerEmail, 'owner') : undefined;
  const demoOwners = new Set(store.users.where((u) => u.role === 'owner' && u.email.endsWith(DEMO_DOMAIN)).map((u) => u.id));
  const taken = claimed(store);
  // Unless a test names the owner, one with a bank account: an owner with confirmed bookings and
  // none is stopped on every page by the modal that asks for one (002 §4.2), a flow of its own.
  const paidOut = (ownerId: number) => store.bankAccounts.by('userId', ownerId).length > 0;
  return store.assets
    .where((asset) => asset.status === 'published' && asset.isActive)
    .filter((asset) => (owner ? asset.ownerId === owner.id : !demoOwners.has(asset.ownerId) && !taken.has(asset.id) && paidOut(asset.ownerId)))
    .filter((asset) => (wish.bookingMethod ? asset.bookingMethod === wish.bookingMethod : true) && (wish.subType ? asset.subType === wish.subType : true))
    .filter((asset) => asset.checkinWeekdays.length === 0 && asset.checkoutWeekdays.length === 0)
    .filter((asset) => !wish.withExtras || hasExtras(store, asset))
    .filter((asset) => wish.swiss === undefined || isConsideredSwiss(asset.country) === wish.swiss)
    .filter((asset) => wish.cashDeposit === undefined || asset.cashDeposit === wish.cashDeposit)
    .filter((asset) => !wish.unpublished || store.bookings.by('assetId', asset.id).length === 0)
    .sort((a, b) => a.id - b.id);
}

/**
 * A vehicle to book and its first free range: never one handed out before by this store (unless
 * it is the named owner's), so tests running side by side never ask for the same nights.
 */
export function claimVehicle(store: Store, wish: VehicleWish, now: Date): ClaimedVehicle {
  const renter = wish.renterEmail ? userByEmail(store, wish.renterEmail) : undefined;
  const nights = wish.nights ?? 5;
  const startsIn = wish.startsIn ?? 14;
  for (const asset of candidates(store, wish)) {
    if (asset.leadTime > startsIn) continue;
    const range = freeRange(store, asset, now, startsIn, nights);
    if (!range || (renter && !takesRenter(store, asset, renter, range.fromDate))) continue;
    const owner = store.users.get(asset.ownerId) as UserRow;
    if (wish.answeringOwner && missingToAnswerRequests({ ...owner, isConsideredSwiss: isConsideredSwiss(owner.country) }).length > 0) continue;
    if (!wish.ownerEmail) claimed(store).add(asset.id);
    if (wish.unpublished) Object.assign(asset, { isActive: false, status: 'draft', activationCount: 0, firstActivationAt: null });
    const booked = Math.round((Date.parse(range.toDate) - Date.parse(range.fromDate)) / 86_400_000);
    return { vehicleId: asset.id, ownerId: owner.id, ownerEmail: owner.email, bookingMethod: asset.bookingMethod, ...range, nights: booked };
  }
  throw new ApiError(409, 'no_vehicle_left', 'No vehicle left that matches; reset the sandbox.');
}

/**
 * Where a scenario's trip starts by default, in days from today: an active one started yesterday,
 * an ended one came back yesterday (it completes 48 h after the return), a completed one weeks ago,
 * open ones a month ahead.
 */
const defaultStart = (scenario: BookingScenario, nights: number): number =>
  scenario === 'active' ? -1 : scenario === 'ended' ? -(nights + 1) : scenario === 'completed' ? -(nights + 30) : 30;

let calls = 0;

/**
 * A booking in the given scenario, made by the seed's lifecycle steps with the sandbox clock as
 * the seed moment: requested, paid, answered, started, ended and completed at plausible past
 * moments, so the time rules leave it as it is. `startsIn` 0 with `confirmed` is a trip starting today.
 */
export function makeBooking(store: Store, wish: BookingWish, now: Date): MadeBooking {
  const renter = userByEmail(store, wish.renterEmail ?? `renter${DEMO_DOMAIN}`, 'renter');
  const nights = wish.nights ?? (wish.scenario === 'active' ? 4 : 5);
  const startsIn = wish.startsIn ?? defaultStart(wish.scenario, nights);
  if (wish.scenario === 'active' && (startsIn >= 0 || startsIn + nights <= 0)) throw new ApiError(422, 'validation_failed', 'An active trip started before today and ends after it.', { startsIn: ['Before today, and not more nights ago than it lasts.'] });
  if (wish.scenario === 'ended' && (startsIn + nights > -1 || startsIn + nights < -2)) throw new ApiError(422, 'validation_failed', 'An ended trip came back in the last two days.', { startsIn: ['Its last night yesterday or the day before.'] });
  if (wish.scenario === 'completed' && startsIn + nights > -3) throw new ApiError(422, 'validation_failed', 'A completed trip came back days ago.', { startsIn: ['Its last night three days ago or earlier.'] });
  const past = startsIn < 0;
  // Without a fixed start, an open trip may move on by whole stays until a named owner's vehicle is free.
  const tries = wish.startsIn === undefined && !past && wish.vehicleId === undefined ? 12 : 1;
  let fromDate = addDays(todayOf(now), startsIn);
  let asset: AssetRow | undefined;
  for (let attempt = 0; attempt < tries && !asset; attempt++) {
    fromDate = addDays(todayOf(now), startsIn + attempt * (nights + 2));
    asset = wish.vehicleId !== undefined ? store.assets.get(wish.vehicleId) : pickVehicle(store, wish, renter, fromDate, addDays(fromDate, nights), now, past);
  }
  const toDate = addDays(fromDate, nights);
  if (!asset) throw new ApiError(404, 'vehicle_not_found', 'No vehicle matches that is free then.');
  if (!nightsFree(store, asset.id, fromDate, toDate)) throw new ApiError(409, 'dates_unavailable', `Vehicle ${asset.id} is taken from ${fromDate} to ${toDate}.`);

  calls += 1;
  const clock: SeedClock = { anchorDay: todayOf(now), moment: now, day: (offset) => addDays(todayOf(now), Math.round(offset)), at: (offset) => new Date(now.getTime() + offset * 86_400_000).toISOString() };
  const ctx = seedContext(store, createRandom(hashString(`${wish.scenario}:${asset.id}:${fromDate}:${calls}`)), clock);
  const booking = seedBooking(
    ctx,
    {
      asset,
      renter,
      fromDate,
      nights,
      scenario: wish.scenario,
      choices: { addons: [], insuranceKey: asset.hasPlatformInsurance && asset.insuranceVendor === 'omocom' ? 'omocom_basic' : null, insuranceAddons: [] },
      driverNames: [],
      ...(wish.payLater === undefined ? {} : { payLater: wish.payLater }),
      requestedHoursAgo: wish.requestedHoursAgo ?? (['requested', 'accepted', 'draft'].includes(wish.scenario) ? 1 : undefined),
    },
    new Occupancy(ctx),
  );
  if (!booking) throw new ApiError(409, 'dates_unavailable', `Vehicle ${asset.id} is taken from ${fromDate} to ${toDate}.`);
  decorateBooking(ctx, booking, wish.scenario, { withReviews: wish.reviewed ?? false });
  if (wish.pendingChange && !pendingChange(ctx, booking)) throw new ApiError(409, 'dates_unavailable', `Vehicle ${asset.id} cannot take the change of dates after ${toDate}.`);
  // The seed pays its completed bookings out month by month; one made now is paid out at once.
  payOutCompletedBooking(store, booking, now);
  const overlappingBookingIds = overlappingRequestsOn(ctx, booking, renter, wish.overlappingRequests ?? 0);
  if (wish.datesBlocked) {
    store.unavailablePeriods.insert({ assetId: asset.id, fromDate, toDate: lastNightOf(toDate), reason: 'own_use', note: null, createdAt: now.toISOString() });
  }
  return {
    ...(wish.overlappingRequests ? { overlappingBookingIds } : {}),
    bookingId: booking.id,
    orderId: orderOfBooking(store, booking.id)?.id ?? null,
    vehicleId: asset.id,
    fromDate,
    toDate,
    ecommerceStatus: booking.ecommerceStatus,
    renterId: renter.id,
    renterEmail: renter.email,
    ownerId: asset.ownerId,
    ownerEmail: store.users.get(asset.ownerId)?.email ?? '',
  };
}

/**
 * Other renters' requests for the same vehicle, each starting a day after `booking` for as many
 * nights. Requests may overlap (a marketplace lets several renters ask; accepting one declines the
 * others); the renters are seeded ones with a first name, so the owner's list names them.
 */
function overlappingRequestsOn(ctx: SeedContext, booking: BookingRow, renter: UserRow, count: number): number[] {
  if (count === 0) return [];
  const asset = ctx.store.assets.get(booking.assetId) as AssetRow;
  const nights = Math.round((Date.parse(booking.toDate) - Date.parse(booking.fromDate)) / 86_400_000);
  const others = ctx.store.users
    .where((user) => user.role === 'renter' && user.id !== renter.id && user.firstName !== '' && user.registerCheckPassed !== false && !user.email.endsWith(DEMO_DOMAIN))
    .sort((a, b) => a.id - b.id)
    .slice(0, count);
  return others.flatMap((other) => {
    const made = seedBooking(
      ctx,
      {
        asset,
        renter: other,
        fromDate: addDays(booking.fromDate, 1),
        nights,
        scenario: 'requested',
        choices: { addons: [], insuranceKey: asset.hasPlatformInsurance && asset.insuranceVendor === 'omocom' ? 'omocom_basic' : null, insuranceAddons: [] },
        driverNames: [],
        requestedHoursAgo: 2,
      },
      new Occupancy(ctx),
    );
    return made ? [made.id] : [];
  });
}

function pickVehicle(store: Store, wish: BookingWish, renter: UserRow, fromDate: string, toDate: string, now: Date, past: boolean): AssetRow | undefined {
  for (const asset of candidates(store, wish)) {
    if (!nightsFree(store, asset.id, fromDate, toDate) || !takesRenter(store, asset, renter, fromDate)) continue;
    // An open trip must also meet the request rules (minimum nights, lead time); a past one only needs free nights.
    if (!past && checkAvailability(asset, assetPeriods(store, asset.id), { fromDate, toDate }, now, { ignoreLeadTime: true }).length > 0) continue;
    const owner = store.users.get(asset.ownerId) as UserRow;
    if (wish.answeringOwner && missingToAnswerRequests({ ...owner, isConsideredSwiss: isConsideredSwiss(owner.country) }).length > 0) continue;
    if (!wish.ownerEmail) claimed(store).add(asset.id);
    if (wish.unpublished) Object.assign(asset, { isActive: false, status: 'draft', activationCount: 0, firstActivationAt: null });
    return asset;
  }
  return undefined;
}
