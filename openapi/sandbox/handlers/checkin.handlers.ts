import type { components, paths } from '@openapi/generated/schema';
import { amountWithServiceFee, hasStarted } from '@/entities/booking';
import { canExtendPendingDamageWindow, extendPendingDamageWindow, pendingDamageDeadline } from '../rules/deposits';
import { conflict, notFound, unprocessable } from '../http/api-error';
import type { RouteContext, Routes } from '../http/route';
import { checkImage, uploadedFile } from '../http/uploads';
import { depositOfOrder, installmentsOfOrder, orderOfBooking } from '../logic/booking-records-access';
import { runBookingCommand } from '../logic/booking-lifecycle';
import { DEPOSIT_HOLD_MS, settleDeposit } from '../logic/deposits';
import { addInstallment } from '../logic/order-additions';
import type { BookingImageRow, BookingRow } from '../store/rows';
import { bookingImageView, bookingView, extraChargeView } from '../views/booking.view';
import { bookingOf, idOf, requireRole } from './access';
import { payOutCompletedBooking } from '../logic/payouts';

type S = components['schemas'];

const WITH_RECORDS = new Set(['order', 'extraCharges', 'checkinDamages', 'checkoutDamages']);

/** 001 §4: the renter cannot check in until paid in full, deposit included (a cash deposit is paid at the handover). */
function checkPaidInFull(ctx: RouteContext, booking: BookingRow): void {
  const order = orderOfBooking(ctx.store, booking.id);
  const installments = order ? installmentsOfOrder(ctx.store, order.id) : [];
  const deposit = order ? depositOfOrder(ctx.store, order.id) : undefined;
  const paid = installments.every((i) => i.status === 'paid') && (booking.hasCashDeposit || deposit === undefined || deposit.status === 'paid');
  if (!paid) throw conflict('checkin_not_allowed', 'The renter has not paid in full, deposit included.');
}

/** Check-in starts the rental (transition `start`); the events record who completed it. */
function completeCheckin(ctx: RouteContext, booking: BookingRow, actor: 'renter' | 'owner'): void {
  const at = ctx.now.toISOString();
  Object.assign(booking, { checkinApprovedAt: at, checkin: { ...booking.checkin, completedAt: at } });
  const started = runBookingCommand(ctx.store, booking, { type: 'start' }, ctx.now);
  if (!started.ok) throw conflict('checkin_not_allowed', 'The check-in can be completed from the start day.');
  ctx.store.bookingEvents.insert({ bookingId: booking.id, type: 'checkin_completed', actor, amount: null, currency: null, data: {}, occurredAt: at });
}

const openDamageIds = (ctx: RouteContext, booking: BookingRow): number[] =>
  ctx.store.assetDamages.by('assetId', booking.assetId).filter((d) => !d.isResolved).map((d) => d.id);

export function checkinHandlers(api: Routes<paths>) {
  const images = (phase: 'checkin' | 'checkout') => {
    const path = phase === 'checkin' ? 'checkin-images' : 'checkout-images';
    const imageOf = (ctx: RouteContext, bookingId: number, imageId: number): BookingImageRow => {
      const { role } = bookingOf(ctx, bookingId);
      requireRole(role, ['owner'], 'The owner documents the handover.');
      const image = ctx.store.bookingImages.get(imageId);
      if (!image || image.bookingId !== bookingId || image.phase !== phase) throw notFound('image');
      return image;
    };
    const rotate = (ctx: RouteContext, bookingId: number, imageId: number, quarterTurns: number) => {
      const image = imageOf(ctx, bookingId, imageId);
      image.rotation += quarterTurns;
      return bookingImageView(ctx, image);
    };
    return [
      api.post(`/bookings/{id}/${path}` as '/bookings/{id}/checkin-images', ({ params, response }, ctx) => {
        const { booking, role } = bookingOf(ctx, idOf(params.id));
        requireRole(role, ['owner'], 'The owner documents the handover.');
        const allowed = phase === 'checkin' ? booking.ecommerceStatus === 'confirmed' || booking.ecommerceStatus === 'active' : booking.ecommerceStatus === 'active' || booking.ecommerceStatus === 'ended';
        if (!allowed) throw conflict(phase === 'checkin' ? 'checkin_not_allowed' : 'checkout_not_allowed', `Photos of the ${phase} are taken at the handover.`);
        checkImage(uploadedFile(ctx.multipart));
        const type = (ctx.multipart?.fields['type'] as S['BookingImageType'] | undefined) ?? null;
        const image = ctx.store.bookingImages.insert({ bookingId: booking.id, phase, type, rotation: 0, createdAt: ctx.now.toISOString() });
        return response(201).json({ data: bookingImageView(ctx, image) });
      }),
      api.delete(`/bookings/{id}/${path}/{imageId}` as '/bookings/{id}/checkin-images/{imageId}', ({ params, response }, ctx) => {
        const image = imageOf(ctx, idOf(params.id), idOf(params.imageId));
        ctx.store.bookingImages.delete(image.id);
        return response(204).empty();
      }),
      api.post(`/bookings/{id}/${path}/{imageId}/rotate-left` as '/bookings/{id}/checkin-images/{imageId}/rotate-left', ({ params, response }, ctx) =>
        response(200).json({ data: rotate(ctx, idOf(params.id), idOf(params.imageId), -1) }),
      ),
      api.post(`/bookings/{id}/${path}/{imageId}/rotate-right` as '/bookings/{id}/checkin-images/{imageId}/rotate-right', ({ params, response }, ctx) =>
        response(200).json({ data: rotate(ctx, idOf(params.id), idOf(params.imageId), 1) }),
      ),
    ];
  };

  return [
    api.get('/bookings/{id}/extra-charges', ({ params, response }, ctx) => {
      const { booking } = bookingOf(ctx, idOf(params.id));
      return response(200).json({ data: ctx.store.extraCharges.by('bookingId', booking.id).map((c) => extraChargeView(ctx, c)) });
    }),

    api.post('/bookings/{id}/finalize-checkin', async ({ params, request, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['owner'], 'The owner documents the check-in.');
      if (booking.ecommerceStatus !== 'confirmed' || !hasStarted(booking, ctx.now)) throw conflict('checkin_not_allowed', 'Check-in opens on the start day of a confirmed booking.');
      checkPaidInFull(ctx, booking);
      const data = await request.json();
      // The damages are tied to the check-in by `sync-checkin-damages` (001 §7), which the owner's app calls first.
      Object.assign(booking, { checkinData: { ...data, documentedAt: ctx.now.toISOString() }, ownerCheckinDone: true });
      if (booking.hasCashDeposit && data.depositPaidConfirmed) completeCheckin(ctx, booking, 'owner');
      return response(200).json({ data: bookingView(ctx, booking, WITH_RECORDS) });
    }),

    api.post('/bookings/{id}/approve-checkin', ({ params, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['renter'], 'The renter approves the check-in.');
      if (!booking.ownerCheckinDone || booking.checkinApprovedAt !== null) throw conflict('checkin_not_allowed', 'There is no check-in documentation to approve.');
      if (booking.hasCashDeposit) throw conflict('checkin_not_allowed', 'A cash-deposit check-in completes when the owner confirms the deposit was paid.');
      completeCheckin(ctx, booking, 'renter');
      return response(200).json({ data: bookingView(ctx, booking, WITH_RECORDS) });
    }),

    api.post('/bookings/{id}/finalize-checkout', async ({ params, request, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['owner'], 'The owner documents the check-out.');
      if (booking.ecommerceStatus !== 'active') throw conflict('checkout_not_allowed', 'Only an active booking can be checked out.');
      const data = ctx.multipart ? (ctx.multipart.fields as S['CheckoutData']) : await request.json();
      if (data.mileage < (booking.checkinData?.mileage ?? 0)) throw unprocessable('mileage_below_checkin', 'The mileage may not be below the check-in value.', { mileage: ['Not below the check-in mileage.'] });
      for (const charge of data.extraCharges ?? []) {
        ctx.store.extraCharges.insert({
          bookingId: booking.id,
          category: charge.category,
          amount: charge.amount,
          amountIncFee: amountWithServiceFee(charge.amount, booking.extraChargesServiceFeePercentage),
          description: charge.description,
          documentation: [],
          status: 'pending',
          isLate: false,
          createdAt: ctx.now.toISOString(),
        });
      }
      const { extraCharges: _charges, ...documented } = data;
      Object.assign(booking, { checkoutData: { ...documented, documentedAt: ctx.now.toISOString() }, ownerCheckoutDone: true });
      return response(200).json({ data: bookingView(ctx, booking, WITH_RECORDS) });
    }),

    api.post('/bookings/{id}/approve-checkout', ({ params, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['renter'], 'The renter approves the check-out.');
      if (booking.ecommerceStatus !== 'active' || !booking.ownerCheckoutDone || booking.checkoutApprovedAt !== null) throw conflict('checkout_not_allowed', 'There is no check-out documentation to approve.');
      if (booking.hasCashDeposit) throw conflict('checkout_not_allowed', 'A cash-deposit check-out completes when the renter confirms the refund.');
      const order = orderOfBooking(ctx.store, booking.id);
      // The renter approves the extra costs with the check-out; each becomes an installment to pay (001 §4).
      for (const charge of ctx.store.extraCharges.by('bookingId', booking.id).filter((c) => c.status === 'pending')) {
        charge.status = 'approved';
        if (order) addInstallment(ctx.store, booking, order, 'extra_charges', charge.amountIncFee, charge.amount, ctx.now).status = 'payable';
      }
      const at = ctx.now.toISOString();
      // Check-out approval ends the rental (contract: "the booking ends"); the rules' `end` is for the day after.
      Object.assign(booking, { checkoutApprovedAt: at, ecommerceStatus: 'ended', holdDeposit: true, depositReleaseDueAt: new Date(ctx.now.getTime() + DEPOSIT_HOLD_MS).toISOString(), updatedAt: at });
      ctx.store.bookingEvents.insert({ bookingId: booking.id, type: 'checkout_completed', actor: 'renter', amount: null, currency: null, data: {}, occurredAt: at });
      return response(200).json({ data: bookingView(ctx, booking, WITH_RECORDS) });
    }),

    api.post('/bookings/{id}/sync-checkin-damages', ({ params, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['owner'], 'The owner documents the check-in.');
      booking.checkinDamageIds = openDamageIds(ctx, booking);
      return response(200).json({ data: bookingView(ctx, booking, WITH_RECORDS) });
    }),

    api.post('/bookings/{id}/release-deposit', ({ params, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['owner'], 'The owner releases the deposit.');
      const order = orderOfBooking(ctx.store, booking.id);
      const deposit = order ? depositOfOrder(ctx.store, order.id) : undefined;
      if (booking.ecommerceStatus !== 'ended' || !deposit || deposit.status !== 'paid') throw conflict('release_deposit_failed', 'There is no reserved deposit to release.');
      const decision = settleDeposit(ctx.store, booking, deposit, ctx.now, true);
      if (decision.action === 'hold') throw conflict('deposit_release_on_hold', 'The deposit is held while a damage case is open.');
      runBookingCommand(ctx.store, booking, { type: 'complete', withDeposit: true }, ctx.now);
      payOutCompletedBooking(ctx.store, booking, ctx.now);
      return response(200).json({ data: bookingView(ctx, booking, WITH_RECORDS) });
    }),

    api.post('/bookings/{id}/extend-deposit-release-deadline', async ({ params, request, response }, ctx) => {
      const { booking, role } = bookingOf(ctx, idOf(params.id));
      requireRole(role, ['owner'], 'The owner asks for more time.');
      await request.json();
      const pending = ctx.store.assetDamages.by('assetId', booking.assetId).some((d) => d.bookingId === booking.id && d.compensationMode === 'pending_amount' && !d.isResolved);
      if (booking.ecommerceStatus !== 'ended' || !pending || !booking.checkoutApprovedAt) throw conflict('booking_action_not_allowed', 'Only an open damage case with a pending amount holds the deposit longer.');
      if (!canExtendPendingDamageWindow(booking.damageWindowDays)) throw conflict('booking_action_not_allowed', 'The deadline is already at its 30-day maximum.');
      booking.damageWindowDays = extendPendingDamageWindow(booking.damageWindowDays);
      booking.depositReleaseDueAt = pendingDamageDeadline(booking.checkoutApprovedAt, booking.damageWindowDays).toISOString();
      return response(200).json({ data: bookingView(ctx, booking, WITH_RECORDS) });
    }),

    ...images('checkin'),
    ...images('checkout'),
  ];
}
