import { HttpResponse } from 'msw';
import type { components, paths } from '@openapi/generated/schema';
import { amountWithServiceFee, canAddLateExtraCharge, isOpen } from '@/entities/booking';
import { missingToAnswerRequests } from '@/entities/user';
import type { BookingCommand } from '../rules/booking-transitions';
import { ApiError, conflict, forbidden, invalidField, notFound, unprocessable } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { installmentsOfOrder, orderOfBooking } from '../logic/booking-records-access';
import { runBookingCommand, type LifecycleResult } from '../logic/booking-lifecycle';
import { checkDates, checkRenter, checkRequest } from '../logic/booking-request-checks';
import { choicesOf, createBookingRecords } from '../logic/booking-records';
import { repriceUnpaidBooking } from '../logic/booking-reprice';
import { acceptConflictsInStore, declineOverlappingRequests } from '../logic/overlapping-requests';
import { ensureConversation, postMessage } from '../logic/conversations';
import { addInstallment } from '../logic/order-additions';
import { captureAuthorised } from '../logic/payment-settlement';
import { cancelBySupport } from '../logic/support-cancellation';
import { isConsideredSwiss } from '../logic/user-profile';
import { renderPdf } from '../media/pdf';
import type { BookingRow } from '../store/rows';
import { bookingView, DEFAULT_BOOKING_INCLUDES } from '../views/booking.view';
import { includesOf, paginate, pageOf } from '../views/pagination';
import { fullNameOf } from '../views/user.view';
import { assetOf, bookingOf, idOf, requireRole, type BookingRole } from './access';

type S = components['schemas'];

const CANCELED: readonly S['EcommerceStatus'][] = ['canceled_by_owner', 'canceled_by_renter', 'canceled_by_system'];
const SORTS: Readonly<Record<string, (a: BookingRow, b: BookingRow) => number>> = {
  fromDate: (a, b) => a.fromDate.localeCompare(b.fromDate) || a.id - b.id,
  '-fromDate': (a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id,
  createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  '-createdAt': (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
};

/** A refused transition as the contract's error: not allowed now is 409, a bad reason 422. */
function ensure(result: LifecycleResult, action: string): void {
  if (result.ok) return;
  if (result.slug === 'validation_failed') throw invalidField('reason', `A valid reason is required to ${action}.`);
  throw conflict(result.slug, result.slug === 'booking_not_cancelable' ? 'This booking cannot be cancelled now.' : `The booking cannot be moved on with "${action}" now.`);
}

const hasPaid = (ctx: RouteContext, booking: BookingRow): boolean => {
  const order = orderOfBooking(ctx.store, booking.id);
  return order ? installmentsOfOrder(ctx.store, order.id).some((i) => i.status === 'paid') : false;
};

/** 001 §6, 002 §4.4: before accepting, the owner completes the profile, and verifies the ID unless considered Swiss (the entity's rule). */
function checkOwnerMayAccept(ctx: RouteContext, booking: BookingRow): void {
  const owner = ctx.store.users.get(booking.ownerId);
  if (!owner) throw notFound('owner');
  const missing = missingToAnswerRequests({ ...owner, isConsideredSwiss: isConsideredSwiss(owner.country) });
  if (missing.includes('profile')) throw unprocessable('owner_profile_incomplete', 'Complete your profile before accepting bookings.');
  if (missing.includes('id-verification')) throw unprocessable('id_verification_required', 'Verify your ID before accepting bookings.');
}

/** 001 §8 "dates unavailable": a period the owner blocked, or a booking accepted meanwhile, holds some of the request's nights. */
function checkDatesStillFree(ctx: RouteContext, booking: BookingRow): void {
  if (booking.requestStatus !== 'requested') return;
  if (acceptConflictsInStore(ctx.store, booking).takenBy.length > 0) throw conflict('dates_unavailable', 'The dates of this request are no longer available. Refresh and retry.');
}

function performAction(ctx: RouteContext, booking: BookingRow, role: BookingRole, action: S['BookingAction']): void {
  const { store, now } = ctx;
  const reason = action.reason ?? '';
  const options = { message: action.message ?? null, blockDates: action.blockDates ? { reason: action.unavailabilityReason ?? 'other' } : null, actor: role === 'admin' ? ('admin' as const) : undefined };
  const run = (command: BookingCommand) => ensure(runBookingCommand(store, booking, command, now, options), action.action);
  switch (action.action) {
    case 'accept':
      requireRole(role, ['owner'], 'Only the booking’s owner accepts it.');
      checkOwnerMayAccept(ctx, booking);
      checkDatesStillFree(ctx, booking);
      run({ type: 'accept' });
      captureAuthorised(store, booking);
      declineOverlappingRequests(store, booking, now);
      break;
    case 'decline':
      requireRole(role, ['owner'], 'Only the booking’s owner declines it.');
      run({ type: 'decline', reason });
      break;
    case 'extend_response_time':
      requireRole(role, ['owner'], 'Only the booking’s owner extends the answer time.');
      run({ type: 'extend_response_time' });
      break;
    case 'withdraw':
      requireRole(role, ['renter'], 'Only the renter withdraws a request.');
      run({ type: 'withdraw', reason });
      break;
    case 'cancel':
      if (role === 'admin') {
        cancelBySupport(store, booking, action.message ?? null, now);
        break;
      }
      if (role === 'owner' && booking.ecommerceStatus === 'confirmed') throw conflict('booking_not_cancelable', 'Only support can cancel a confirmed booking.');
      run(role === 'owner' ? { type: 'cancel_by_owner', reason } : { type: 'cancel_by_renter', reason });
      break;
    case 'request_checkin_update':
      requireRole(role, ['renter'], 'Only the renter asks for a corrected check-in.');
      if (!booking.ownerCheckinDone || booking.checkinApprovedAt !== null) throw conflict('booking_action_not_allowed', 'There is no check-in documentation waiting for approval.');
      booking.ownerCheckinDone = false;
      break;
    case 'request_checkout_update':
      requireRole(role, ['renter'], 'Only the renter asks for a corrected check-out.');
      if (!booking.ownerCheckoutDone || booking.checkoutApprovedAt !== null) throw conflict('booking_action_not_allowed', 'There is no check-out documentation waiting for approval.');
      booking.ownerCheckoutDone = false;
      break;
    case 'confirm_cash_deposit_paid':
      // 001 §4: with a cash deposit, the owner's confirmation that it was paid completes the check-in.
      requireRole(role, ['owner'], 'Only the owner confirms the cash deposit.');
      if (!booking.hasCashDeposit || !booking.ownerCheckinDone) throw conflict('checkin_not_allowed', 'Document the check-in of a cash-deposit booking first.');
      Object.assign(booking, { checkinApprovedAt: now.toISOString(), checkin: { ...booking.checkin, completedAt: now.toISOString() } });
      run({ type: 'start' });
      store.bookingEvents.insert({ bookingId: booking.id, type: 'checkin_completed', actor: 'owner', amount: null, currency: null, data: { cashDeposit: true }, occurredAt: now.toISOString() });
      break;
    case 'confirm_cash_deposit_refunded':
      // …and the renter's confirmation that it was refunded completes the check-out.
      requireRole(role, ['renter'], 'Only the renter confirms the refunded cash deposit.');
      if (!booking.hasCashDeposit || !booking.ownerCheckoutDone || booking.ecommerceStatus !== 'active') throw conflict('checkout_not_allowed', 'The owner documents the check-out first.');
      Object.assign(booking, { checkoutApprovedAt: now.toISOString(), ecommerceStatus: 'ended' });
      store.bookingEvents.insert({ bookingId: booking.id, type: 'checkout_completed', actor: 'renter', amount: null, currency: null, data: { cashDeposit: true }, occurredAt: now.toISOString() });
      break;
  }
  if (action.message && role !== 'admin') {
    const conversation = ensureConversation(store, booking.renterId, booking.ownerId, booking.assetId, now.toISOString());
    postMessage(store, conversation, role === 'renter' ? booking.renterId : booking.ownerId, action.message, now.toISOString());
  }
  booking.updatedAt = now.toISOString();
}

/** Late extra charges and discounts from the owner (001 §4), each charge an installment the renter pays. */
function addLateCharges(ctx: RouteContext, booking: BookingRow, body: S['BookingUpdate']): void {
  const { store, now } = ctx;
  if (!canAddLateExtraCharge('owner', booking)) throw unprocessable('extra_charges_not_allowed', 'Extra charges can be added once the booking has ended.');
  const order = orderOfBooking(store, booking.id);
  if (!order) throw notFound('order');
  for (const charge of body.extraCharges ?? []) {
    const amountIncFee = amountWithServiceFee(charge.amount, booking.extraChargesServiceFeePercentage);
    const installment = addInstallment(store, booking, order, 'extra_charges', amountIncFee, charge.amount, now);
    installment.status = 'payable';
    store.extraCharges.insert({ bookingId: booking.id, category: charge.category, amount: charge.amount, amountIncFee, description: charge.description, documentation: [], status: 'pending', isLate: true, createdAt: now.toISOString() });
  }
  const charged = store.extraCharges.by('bookingId', booking.id).filter((c) => c.status !== 'canceled').reduce((sum, c) => sum + c.amount, 0);
  let discounted = store.extraChargeDiscounts.by('bookingId', booking.id).reduce((sum, d) => sum + d.amount, 0);
  for (const discount of body.extraChargeDiscounts ?? []) {
    discounted += discount.amount;
    if (discounted > charged) throw unprocessable('extra_charge_discount_too_high', 'The discount may not exceed the extra charges.');
    store.extraChargeDiscounts.insert({ bookingId: booking.id, amount: discount.amount, description: discount.description, createdAt: now.toISOString() });
    store.discounts.insert({ orderId: order.id, type: 'extra_charge_discount', amount: discount.amount, code: null, description: discount.description });
  }
}

export function bookingHandlers(api: Routes<paths>) {
  return [
    api.post('/bookings', async ({ request, response }, ctx) => {
      const renter = viewerOf(ctx.viewer).user;
      checkRenter(renter);
      const body = await request.json();
      const asset = ctx.store.assets.get(body.assetId);
      if (!asset || !asset.isActive) throw notFound('vehicle', 'vehicle_not_found');
      if (asset.ownerId === renter.id) throw forbidden('Owners cannot book their own vehicle.', 'owner_cannot_book');
      checkRequest(ctx.store, asset, renter, body, ctx.now);
      checkDates(ctx.store, asset, body, ctx.now);
      const { booking } = createBookingRecords(ctx.store, {
        asset,
        renterId: renter.id,
        fromDate: body.fromDate,
        toDate: body.toDate,
        choices: { addons: (body.addons ?? []).map((a) => ({ key: a.key, quantity: a.quantity ?? 1 })), insuranceKey: body.insuranceKey ?? null, insuranceAddons: body.insuranceAddons ?? [] },
        additionalDriverNames: (body.additionalDrivers ?? []).map((d) => d.name),
        destinationAbroad: body.destinationAbroad,
        travelAbroad: body.travelAbroad,
        payLater: body.payLater ?? false,
        message: body.message,
        now: ctx.now,
      });
      return response(201).json({ data: bookingView(ctx, booking, new Set(['order'])) });
    }),

    api.get('/bookings', ({ query, request, response }, ctx) => {
      const user = viewerOf(ctx.viewer).user;
      const role = query.get('filter[role]');
      const assetId = query.get('filter[assetId]');
      const from = query.get('filter[fromDate]');
      const to = query.get('filter[toDate]');
      const statuses = query.get('filter[ecommerceStatus]')?.split(',').map((s) => s.trim());
      const showCanceled = ['1', 'true'].includes(query.get('filter[showCanceled]') ?? '');
      const mine = [...(role === 'owner' ? [] : ctx.store.bookings.by('renterId', user.id)), ...(role === 'renter' ? [] : ctx.store.bookings.by('ownerId', user.id).filter((b) => b.ecommerceStatus !== 'draft'))];
      const bookings = mine
        .filter(
          (b) =>
            (assetId === null || b.assetId === Number(assetId)) &&
            (from === null || b.toDate >= from) &&
            (to === null || b.fromDate <= to) &&
            (statuses ? statuses.includes(b.ecommerceStatus) : showCanceled || !CANCELED.includes(b.ecommerceStatus)),
        )
        .sort(SORTS[query.get('sort') ?? '-createdAt'] ?? SORTS['-createdAt']);
      const { page, size } = pageOf(request.url, 15);
      const include = includesOf(request.url, DEFAULT_BOOKING_INCLUDES);
      const { data, meta } = paginate(bookings, page, size);
      return response(200).json({ data: data.map((b) => bookingView(ctx, b, include)), meta });
    }),

    api.get('/bookings/{id}', ({ params, request, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      return response(200).json({ data: bookingView(ctx, booking, includesOf(request.url, DEFAULT_BOOKING_INCLUDES)) });
    }),

    api.put('/bookings/{id}', async ({ params, request, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      const body = ctx.multipart ? (ctx.multipart.fields as S['BookingUpdate']) : await request.json();
      const late = body.extraCharges !== undefined || body.extraChargeDiscounts !== undefined;
      if (late || body.insuranceClaimIntent !== undefined) {
        requireRole(role, ['owner'], 'Only the owner adds extra charges and claims.');
        if (late) addLateCharges(ctx, booking, body);
        if (body.insuranceClaimIntent !== undefined) booking.insuranceClaimIntent = body.insuranceClaimIntent;
      }
      const choices = body.addons !== undefined || body.insuranceKey !== undefined || body.insuranceAddons !== undefined;
      if (choices || body.message !== undefined || body.destinationAbroad !== undefined || body.travelAbroad !== undefined) {
        requireRole(role, ['renter'], 'Only the renter changes the booking’s choices.');
        // Choices change freely until the first payment; afterwards add-ons are bought as order items.
        if (!isOpen(booking) && booking.ecommerceStatus !== 'draft') throw conflict('booking_action_not_allowed', 'The booking is closed.');
        if (choices && hasPaid(ctx, booking)) throw conflict('booking_action_not_allowed', 'After the first payment, buy add-ons through the order.');
        if (body.message !== undefined) booking.requestMessage = body.message;
        if (body.destinationAbroad !== undefined) booking.destinationAbroad = body.destinationAbroad;
        if (body.travelAbroad !== undefined) booking.travelAbroad = body.travelAbroad;
        if (choices) {
          const current = choicesOf(ctx.store, booking);
          repriceUnpaidBooking(ctx.store, booking, booking, {
            addons: body.addons ? body.addons.map((a) => ({ key: a.key, quantity: a.quantity ?? 1 })) : current.addons,
            insuranceKey: body.insuranceKey ?? current.insuranceKey,
            insuranceAddons: body.insuranceAddons ?? current.insuranceAddons,
            additionalDrivers: current.additionalDrivers,
          }, ctx.now);
        }
      }
      booking.updatedAt = ctx.now.toISOString();
      return response(200).json({ data: bookingView(ctx, booking, new Set(['order', 'extraCharges', 'extraChargeDiscounts'])) });
    }),

    api.post('/bookings/{id}/new-dates', async ({ params, request, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['renter'], 'Only the renter moves a request.');
      const range = await request.json();
      const unanswered = booking.ecommerceStatus === 'draft' || (booking.ecommerceStatus === 'pending_confirmation' && booking.requestStatus === 'requested');
      if (!unanswered || hasPaid(ctx, booking)) throw conflict('booking_action_not_allowed', 'Accepted or paid bookings change dates through a change request.');
      checkDates(ctx.store, assetOf(ctx, booking.assetId), range, ctx.now, { exceptBookingId: booking.id });
      repriceUnpaidBooking(ctx.store, booking, range, choicesOf(ctx.store, booking), ctx.now);
      return response(200).json({ data: bookingView(ctx, booking, new Set(['order'])) });
    }),

    api.post('/bookings/{id}/actions', async ({ params, request, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      performAction(ctx, booking, role, await request.json());
      return response(200).json({ data: bookingView(ctx, booking, includesOf(request.url, DEFAULT_BOOKING_INCLUDES)) });
    }),

    api.get('/bookings/{id}/history', ({ params, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      const events = ctx.store.bookingEvents.by('bookingId', booking.id).sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || a.id - b.id);
      return response(200).json({ data: events.map((e) => ({ ...e })) });
    }),

    api.get('/bookings/{id}/rental-contract', ({ params, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      if (!['confirmed', 'active', 'ended', 'completed'].includes(booking.ecommerceStatus)) throw new ApiError(404, 'not_found', 'The rental contract exists once the booking is confirmed.');
      const asset = assetOf(ctx, booking.assetId);
      const renter = ctx.store.users.get(booking.renterId);
      const owner = ctx.store.users.get(booking.ownerId);
      const pdf = renderPdf(`Rental contract, booking ${booking.id}`, [
        `Vehicle: ${asset.model ?? ''} (${asset.licensePlate ?? ''})`,
        `Owner: ${owner ? fullNameOf(owner) : ''}`,
        `Renter: ${renter ? fullNameOf(renter) : ''}`,
        `Period: ${booking.fromDate} ${booking.timeCheckin ?? ''} to ${booking.toDate} ${booking.timeCheckout ?? ''}`,
        `Total: ${(booking.totalPrice / 100).toFixed(2)} ${booking.currency.toUpperCase()}`,
        `Deposit: ${((booking.deposit ?? 0) / 100).toFixed(2)} ${booking.currency.toUpperCase()}`,
        `Cancellation policy: ${booking.cancellationPolicy}`,
        'Generated by the sandbox API.',
      ]);
      return response.untyped(
        new HttpResponse(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="rental-contract-${booking.id}.pdf"` } }),
      );
    }),
  ];
}
