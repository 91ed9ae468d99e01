import type { components } from '@openapi/generated/schema';
import { amountWithServiceFee } from '@/entities/booking';
import { depositOfOrder, orderOfBooking } from '../logic/booking-records-access';
import { otherUserOf } from '../logic/conversations';
import { fromEuroMinor } from '../logic/money';
import type { BookingRow } from '../store/rows';
import type { Scenario } from './seed-bookings';
import { digits, shiftDay, type SeedContext } from './seed-context';
import { COUNTRIES, type SandboxCountry } from './words/places';
import { TEXTS } from './words/texts';

type S = components['schemas'];

const at = (date: string, time: string): string => `${date}T${time}:00.000Z`;
const STARTED: readonly Scenario[] = ['active', 'ended', 'completed'];
const RETURNED: readonly Scenario[] = ['ended', 'completed'];

function event(ctx: SeedContext, booking: BookingRow, type: S['BookingEventType'], occurredAt: string, actor: NonNullable<S['BookingHistoryEvent']['actor']>, amount: number | null = null): void {
  ctx.store.bookingEvents.insert({ bookingId: booking.id, type, actor, amount, currency: amount === null ? null : booking.currency, data: {}, occurredAt });
}

/** Odometer, fuel and photos of the handovers of a booking that has started. */
function handovers(ctx: SeedContext, booking: BookingRow, scenario: Scenario): void {
  const { random, store } = ctx;
  const asset = store.assets.get(booking.assetId);
  const mileage = asset?.currentOdometerValue ?? 0;
  const checkinAt = at(booking.fromDate, '13:50');
  booking.ownerCheckinDone = true;
  booking.checkinData = {
    mileage,
    fuelLevel: 1,
    equipmentChecked: booking.addons.filter((a) => a.type !== 'insurance').map((a) => a.key),
    drivingLicenseChecked: true,
    idLastFour: digits(random, '####'),
    depositPaidConfirmed: booking.hasCashDeposit,
    comment: null,
    documentedAt: at(booking.fromDate, '13:30'),
  };
  booking.checkinApprovedAt = checkinAt;
  booking.checkin = { scheduledAt: booking.checkin.scheduledAt, completedAt: checkinAt };
  event(ctx, booking, 'checkin_completed', checkinAt, 'owner');
  const photos = scenario !== 'completed' || random.chance(0.15);
  if (photos) {
    for (const type of ['front', 'left', 'interior', 'odometer'] as const) {
      store.bookingImages.insert({ bookingId: booking.id, phase: 'checkin', type, rotation: 0, createdAt: at(booking.fromDate, '13:20') });
    }
  }
  if (!RETURNED.includes(scenario)) return;
  const nights = Math.max(1, Math.round((Date.parse(booking.toDate) - Date.parse(booking.fromDate)) / 86_400_000));
  const checkoutAt = at(booking.toDate, '10:50');
  booking.ownerCheckoutDone = true;
  booking.checkoutData = {
    mileage: mileage + nights * random.int(60, 220),
    fuelLevel: random.pick([0.75, 0.875, 1]),
    depositRefundedConfirmed: booking.hasCashDeposit,
    comment: null,
    documentedAt: at(booking.toDate, '10:30'),
  };
  booking.checkoutApprovedAt = checkoutAt;
  event(ctx, booking, 'checkout_completed', checkoutAt, 'renter');
  if (photos) {
    for (const type of ['front', 'back', 'fuel_gauge'] as const) {
      store.bookingImages.insert({ bookingId: booking.id, phase: 'checkout', type, rotation: 0, createdAt: at(booking.toDate, '10:20') });
    }
  }
}

/** Extra costs the owner charged after the return, e.g. fuel or tolls. */
function extraCharges(ctx: SeedContext, booking: BookingRow, scenario: Scenario): number {
  const { random, store } = ctx;
  if (!random.chance(scenario === 'ended' ? 0.3 : 0.15)) return 0;
  const amount = fromEuroMinor(random.pick([2_500, 4_000, 6_500, 12_000]), booking.currency);
  const category = random.pick(['fuel', 'road_toll', 'extra_distance', 'other'] as const);
  store.extraCharges.insert({
    bookingId: booking.id,
    category,
    amount,
    amountIncFee: amountWithServiceFee(amount, booking.extraChargesServiceFeePercentage),
    description: { fuel: 'Tank not refilled', road_toll: 'Bridge toll', extra_distance: 'Kilometres above the included distance', other: 'Gas bottle not returned' }[category],
    documentation: [],
    status: scenario === 'ended' ? random.pick(['pending', 'approved'] as const) : 'deducted_from_deposit',
    isLate: false,
    createdAt: at(booking.toDate, '10:40'),
  });
  if (scenario !== 'completed' || !random.chance(0.2)) return amount;
  // A goodwill discount the owner granted on the charge, kept on the order as well.
  const discount = Math.round(amount / 2);
  const description = 'Goodwill: half of the charge';
  store.extraChargeDiscounts.insert({ bookingId: booking.id, amount: discount, description, createdAt: at(booking.toDate, '16:15') });
  const order = orderOfBooking(store, booking.id);
  if (order) store.discounts.insert({ orderId: order.id, type: 'extra_charge_discount', amount: discount, code: null, description });
  return amount - discount;
}

/** The deposit over the trip: reserved six days ahead, held after the return, then released. */
function depositStory(ctx: SeedContext, booking: BookingRow, scenario: Scenario, charged: number): void {
  const order = orderOfBooking(ctx.store, booking.id);
  const deposit = order ? depositOfOrder(ctx.store, order.id) : undefined;
  if (!deposit || deposit.status === 'closed') return;
  const reservedAt = deposit.dueAt;
  if (Date.parse(reservedAt) > ctx.moment.getTime()) return;
  Object.assign(deposit, { status: 'paid', isReservable: false });
  event(ctx, booking, 'deposit_reserved', reservedAt, 'system', deposit.amount);
  if (scenario === 'ended') {
    const release = new Date(Date.parse(booking.checkoutApprovedAt ?? ctx.moment.toISOString()) + 48 * 3_600_000).toISOString();
    Object.assign(booking, { holdDeposit: true, depositReleaseDueAt: release });
    deposit.releaseDueAt = release;
  }
  if (scenario === 'completed') {
    const captured = Math.min(deposit.amount, charged);
    Object.assign(deposit, { status: 'closed', capturedAmount: captured, refundedAmount: deposit.amount - captured, remainingDepositAmount: 0, paidOutAmount: captured });
    event(ctx, booking, captured > 0 ? 'deposit_partially_released' : 'deposit_released', at(shiftDay(booking.toDate, 2), '11:00'), 'system', deposit.amount - captured);
  }
}

/** The owner's payouts: the rental once the trip has started, extra charges once paid. */
function transfers(ctx: SeedContext, booking: BookingRow, scenario: Scenario, charged: number): void {
  const order = orderOfBooking(ctx.store, booking.id);
  if (!order) return;
  const succeeded = scenario === 'completed';
  const expectedAt = at(shiftDay(booking.fromDate, 1), '12:00');
  const transfer = (type: S['TransferType'], amount: number) =>
    ctx.store.transfers.insert({ orderId: order.id, type, status: succeeded ? 'succeeded' : 'pending', amount, amountReversed: 0, netAmount: amount, expectedAt, installmentId: null, createdAt: expectedAt });
  transfer('total', order.ownersTotal);
  if (charged > 0 && succeeded) transfer('extra_charges', charged);
}

function conversation(ctx: SeedContext, booking: BookingRow, scenario: Scenario): void {
  const { random, store } = ctx;
  const message = booking.messageId === null ? undefined : store.messages.get(booking.messageId);
  const thread = message ? store.conversations.get(message.conversationId) : undefined;
  if (!message || !thread) return;
  const answered = !['requested', 'unanswered'].includes(scenario);
  if (!answered) return;
  message.readAt = booking.acceptedAt ?? booking.canceledAt ?? message.createdAt;
  const owner = store.users.get(otherUserOf(thread, booking.renterId));
  const ownerTexts = TEXTS[COUNTRIES[(owner?.country ?? 'SE') as SandboxCountry]?.language ?? 'en'];
  const renter = store.users.get(booking.renterId);
  const renterTexts = TEXTS[COUNTRIES[(renter?.country ?? 'SE') as SandboxCountry]?.language ?? 'en'];
  const replyAt = new Date(Date.parse(message.createdAt) + random.int(1, 5) * 3_600_000).toISOString();
  if (Date.parse(replyAt) > ctx.moment.getTime()) return;
  const reply = store.messages.insert({ conversationId: thread.id, senderId: booking.ownerId, content: random.pick(ownerTexts.ownerReplies), readAt: replyAt, createdAt: replyAt, updatedAt: replyAt });
  thread.updatedAt = reply.createdAt;
  if (random.chance(0.5)) {
    const thanksAt = new Date(Date.parse(replyAt) + random.int(1, 3) * 3_600_000).toISOString();
    if (Date.parse(thanksAt) <= ctx.moment.getTime()) {
      store.messages.insert({ conversationId: thread.id, senderId: booking.renterId, content: random.pick(renterTexts.renterReplies), readAt: thanksAt, createdAt: thanksAt, updatedAt: thanksAt });
      thread.updatedAt = thanksAt;
    }
  }
}

const SCORES: readonly (readonly [number, number])[] = [[5, 60], [4, 30], [3, 7], [2, 2], [1, 1]];

/** Reviews after a completed trip: most renters review the owner (and vehicle); some owners review the renter. */
function reviews(ctx: SeedContext, booking: BookingRow): void {
  const { random, store } = ctx;
  const renter = store.users.get(booking.renterId);
  const owner = store.users.get(booking.ownerId);
  if (!renter || !owner) return;
  const writtenAt = at(shiftDay(booking.toDate, random.int(1, 6)), '19:00');
  if (Date.parse(writtenAt) > ctx.moment.getTime()) return;
  if (random.chance(0.7)) {
    const score = random.weighted(SCORES);
    const language = COUNTRIES[renter.country as SandboxCountry]?.language ?? 'en';
    store.reviews.insert({ bookingId: booking.id, assetId: booking.assetId, authorId: renter.id, revieweeId: owner.id, authorRole: 'renter', overallScore: score, overallComment: random.chance(0.8) ? random.pick(TEXTS[language].reviewComments) : null, locale: renter.locale, createdAt: writtenAt });
    const asset = store.assets.get(booking.assetId);
    if (asset) Object.assign(asset, { reviewCount: asset.reviewCount + 1, ratingSum: asset.ratingSum + score });
  }
  if (random.chance(0.5)) {
    const language = COUNTRIES[owner.country as SandboxCountry]?.language ?? 'en';
    store.reviews.insert({ bookingId: booking.id, assetId: booking.assetId, authorId: owner.id, revieweeId: renter.id, authorRole: 'owner', overallScore: random.weighted([[5, 8], [4, 2]] as const), overallComment: random.pick(TEXTS[language].ownerReviewComments), locale: owner.locale, createdAt: writtenAt });
  }
}

function claims(ctx: SeedContext, booking: BookingRow): void {
  const { random, store } = ctx;
  if (!booking.insuranceVendor || !random.chance(0.06)) return;
  const createdAt = at(shiftDay(booking.toDate, 1), '09:00');
  const status = random.weighted([['noclaim', 2], ['closed', 2], ['approved', 1]] as const);
  store.insuranceClaims.insert({
    bookingId: booking.id,
    vendor: booking.insuranceVendor,
    claimNumber: status === 'noclaim' ? null : `CLM-${digits(random, '######')}`,
    status,
    amount: status === 'noclaim' ? null : fromEuroMinor(random.pick([35_000, 80_000, 150_000]), booking.currency),
    currency: booking.currency,
    description: status === 'noclaim' ? null : 'Scratched side panel while parking',
    createdAt,
    updatedAt: createdAt,
  });
}

function drivers(ctx: SeedContext, booking: BookingRow, scenario: Scenario): void {
  const status: S['AdditionalDriverStatus'] = STARTED.includes(scenario) ? 'approved' : scenario === 'confirmed' ? 'under_review' : 'pending_verification';
  for (const driver of ctx.store.additionalDrivers.by('bookingId', booking.id)) {
    driver.status = status;
    driver.images = status === 'pending_verification' ? [] : [{ id: 1, type: 'driving_license_front', rotation: 0 }, { id: 2, type: 'driving_license_back', rotation: 0 }];
  }
}

/** Everything around a seeded booking that the lifecycle itself does not create. */
export function decorateBooking(ctx: SeedContext, booking: BookingRow, scenario: Scenario, { withReviews = true }: { withReviews?: boolean } = {}): void {
  conversation(ctx, booking, scenario);
  drivers(ctx, booking, scenario);
  if (!['confirmed', ...STARTED].includes(scenario)) return;
  if (STARTED.includes(scenario)) handovers(ctx, booking, scenario);
  const charged = RETURNED.includes(scenario) ? extraCharges(ctx, booking, scenario) : 0;
  depositStory(ctx, booking, scenario, charged);
  if (STARTED.includes(scenario)) transfers(ctx, booking, scenario, charged);
  if (scenario === 'completed') {
    if (withReviews) reviews(ctx, booking);
    claims(ctx, booking);
  }
}
