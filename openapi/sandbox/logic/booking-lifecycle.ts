import type { components } from '@openapi/generated/schema';
import { lastNightOf } from '../rules/calendar';
import { transition, type BookingCommand, type BookingEvent, type SandboxBooking, type TransitionSlug } from '../rules/booking-transitions';
import type { BookingRow, InstallmentRow } from '../store/rows';
import type { Store } from '../store/store';
import { depositOfOrder, installmentsOfOrder, orderOfBooking, paidAmountOf } from './booking-records-access';
import { ensureConversation, postMessage } from './conversations';

type S = components['schemas'];

export type LifecycleResult = { ok: true } | { ok: false; slug: TransitionSlug };

export interface CommandOptions {
  /** On a decline or owner cancellation: block the dates with an unavailable period. */
  blockDates?: { reason: S['UnavailabilityReason'] } | null;
  /** Explanation to the other party (stored with the cancellation). */
  message?: string | null;
  /** Who acts, when an admin or support acts instead of the party. */
  actor?: S['BookingHistoryEvent']['actor'];
}

/** The booking as the transition rules read it. */
export function toSandboxBooking(store: Store, booking: BookingRow): SandboxBooking {
  const order = orderOfBooking(store, booking.id);
  const installments = order ? installmentsOfOrder(store, order.id) : [];
  return {
    ecommerceStatus: booking.ecommerceStatus,
    bookingMethod: booking.assetSnapshot.bookingMethod,
    isAccepted: booking.requestStatus === 'accepted',
    isFirstPaymentMade: installments.some((i) => i.status === 'paid'),
    paidAmount: paidAmountOf(installments),
    cancellationPolicy: booking.cancellationPolicy,
    fromDate: booking.fromDate,
    toDate: booking.toDate,
    createdAt: booking.createdAt,
    acceptedAt: booking.acceptedAt,
    confirmedAt: booking.confirmedAt,
    completedAt: booking.completedAt,
    responseDeadlineExtensions: booking.responseDeadlineExtensions,
    canceledAt: booking.canceledAt,
    canceledBy: booking.canceledBy === 'support' ? 'system' : booking.canceledBy,
    cancellationReason: booking.cancellationReason,
    refundAmount: booking.refundAmount,
    expiry: booking.expiry,
  };
}

function recordEvents(store: Store, booking: BookingRow, events: readonly BookingEvent[], actor: CommandOptions['actor']): void {
  for (const event of events) {
    const amount = typeof event.data?.['amount'] === 'number' ? event.data['amount'] : typeof event.data?.['refundAmount'] === 'number' ? event.data['refundAmount'] : null;
    store.bookingEvents.insert({
      bookingId: booking.id,
      type: event.type,
      actor: actor ?? event.actor,
      amount,
      currency: amount === null ? null : booking.currency,
      data: event.data ?? {},
      occurredAt: event.occurredAt,
    });
  }
}

/** Installments become payable in order: the first with the request (or after acceptance), the rest once confirmed. */
function makePayable(installments: readonly InstallmentRow[], which: 'first' | 'all'): void {
  const unpaid = installments.filter((i) => i.status === 'pending');
  for (const installment of which === 'first' ? unpaid.slice(0, 1) : unpaid) installment.status = 'payable';
}

/** Gives the refund back on the paid installments, latest first. */
function refund(installments: readonly InstallmentRow[], amount: number): void {
  let left = amount;
  for (const installment of [...installments].reverse()) {
    if (installment.status !== 'paid' || left <= 0) continue;
    const back = Math.min(left, installment.amount - (installment.refundedAmount ?? 0));
    installment.refundedAmount = (installment.refundedAmount ?? 0) + back;
    installment.refundStatus = 'succeeded';
    left -= back;
  }
}

/**
 * The records of a booking that has just been cancelled or has lapsed: the order closes,
 * the refund goes back on the paid installments, the deposit is closed (released if
 * reserved), and the dates may be blocked for the owner.
 */
export function closeCancelledBooking(store: Store, booking: BookingRow, expired: boolean, options: CommandOptions, now: Date): void {
  const order = orderOfBooking(store, booking.id);
  if (order) order.status = expired ? 'expired' : 'canceled';
  refund(order ? installmentsOfOrder(store, order.id) : [], booking.refundAmount ?? 0);
  const deposit = order ? depositOfOrder(store, order.id) : undefined;
  if (deposit) Object.assign(deposit, { status: 'closed', isReservable: false, refundedAmount: deposit.status === 'paid' ? deposit.amount : 0 });
  booking.cancellationMessage = options.message ?? null;
  if (options.blockDates) {
    // A period's last date is a night: the request's end day stays free for the next check-in.
    store.unavailablePeriods.insert({ assetId: booking.assetId, fromDate: booking.fromDate, toDate: lastNightOf(booking.toDate), reason: options.blockDates.reason, note: null, createdAt: now.toISOString() });
  }
}

function applySideEffects(store: Store, booking: BookingRow, before: SandboxBooking, command: BookingCommand, now: Date, options: CommandOptions): void {
  const at = now.toISOString();
  const order = orderOfBooking(store, booking.id);
  const installments = order ? installmentsOfOrder(store, order.id) : [];
  const accepted = booking.requestStatus === 'accepted';
  switch (command.type) {
    case 'request': {
      if (order) order.status = accepted ? 'open' : 'pending_owner_confirmation';
      if (!booking.initialPaymentAfterAccept || accepted) makePayable(installments, 'first');
      const conversation = ensureConversation(store, booking.renterId, booking.ownerId, booking.assetId, at);
      booking.messageId = postMessage(store, conversation, booking.renterId, booking.requestMessage, at).id;
      break;
    }
    case 'accept':
      if (order) order.status = 'open';
      makePayable(installments, 'first');
      break;
    case 'decline':
    case 'withdraw':
    case 'cancel_by_renter':
    case 'cancel_by_owner':
    case 'cancel_by_system':
    case 'expire':
      closeCancelledBooking(store, booking, command.type === 'expire', options, now);
      break;
    default:
      break;
  }
  if (booking.ecommerceStatus === 'confirmed' && before.ecommerceStatus !== 'confirmed') {
    makePayable(installments, 'all');
    if (booking.insuranceVendor) booking.insuranceId = `${booking.insuranceVendor.slice(0, 3).toUpperCase()}-${String(booking.id).padStart(7, '0')}`;
  }
  if (order && installments.length > 0 && installments.every((i) => i.status === 'paid') && order.status === 'open') order.status = 'paid';
}

/**
 * Moves a booking on with the transition rules and keeps its records in step: request
 * status, order status, payable installments, refunds, the request message, blocked
 * dates and the history events.
 */
export function runBookingCommand(store: Store, booking: BookingRow, command: BookingCommand, now: Date, options: CommandOptions = {}): LifecycleResult {
  const before = toSandboxBooking(store, booking);
  const result = transition(before, command, now);
  if (!result.ok) return result;
  const next = result.booking;
  Object.assign(booking, {
    ecommerceStatus: next.ecommerceStatus,
    requestStatus: command.type === 'decline' ? 'denied' : next.isAccepted ? 'accepted' : next.ecommerceStatus === 'draft' ? null : 'requested',
    createdAt: next.createdAt,
    acceptedAt: next.acceptedAt,
    confirmedAt: next.confirmedAt,
    completedAt: next.completedAt,
    responseDeadlineExtensions: next.responseDeadlineExtensions,
    canceledAt: next.canceledAt,
    canceledBy: options.actor === 'admin' && next.canceledBy ? 'support' : next.canceledBy,
    cancellationReason: next.cancellationReason as BookingRow['cancellationReason'],
    refundAmount: next.refundAmount,
    expiry: next.expiry,
    updatedAt: now.toISOString(),
  } satisfies Partial<BookingRow>);
  applySideEffects(store, booking, before, command, now, options);
  recordEvents(store, booking, result.events, options.actor);
  return { ok: true };
}

/** Marks an installment paid and lets the booking react (the first payment confirms an accepted booking). */
export function payInstallment(store: Store, booking: BookingRow, installment: InstallmentRow, now: Date): LifecycleResult {
  const result = runBookingCommand(store, booking, { type: 'pay', amount: installment.amount }, now);
  if (!result.ok) return result;
  installment.status = 'paid';
  installment.paidAt = now.toISOString();
  const order = orderOfBooking(store, booking.id);
  const installments = order ? installmentsOfOrder(store, order.id) : [];
  if (booking.ecommerceStatus === 'confirmed') makePayable(installments, 'all');
  if (order && installments.every((i) => i.status === 'paid') && order.status === 'open') order.status = 'paid';
  return result;
}
