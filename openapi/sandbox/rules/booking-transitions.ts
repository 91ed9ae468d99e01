import {
  OWNER_CANCELLATION_REASONS,
  RENTER_CANCELLATION_REASONS,
  RENTER_WITHDRAW_REASONS,
  SYSTEM_CANCELLATION_REASONS,
  canExtendResponse,
  canOwnerAnswer,
  canOwnerCancel,
  daysOfNotice,
  hasStarted,
  isAcceptedButUnconfirmed,
  isAwaitingOwner,
  isOpen,
  ownerResponseDeadline,
  paymentDeadline,
  refundAmount,
  renterCancellationKind,
  type BookingExpiry,
  type BookingMethod,
  type BookingStatus,
} from '@/entities/booking';
import { todayOf } from './calendar';

/** The booking as the sandbox store keeps it; instants are ISO strings so the store stays JSON. */
export interface SandboxBooking {
  ecommerceStatus: BookingStatus;
  bookingMethod: BookingMethod;
  isAccepted: boolean;
  /** The first payment is in (with the request, or after acceptance). */
  isFirstPaymentMade: boolean;
  /** Paid so far, minor units. */
  paidAmount: number;
  /** The vehicle's policy when booked; unknown or missing means strict. */
  cancellationPolicy: string | null;
  fromDate: string;
  toDate: string;
  /** When the request was sent: the owner's response deadline counts from here. */
  createdAt: string;
  acceptedAt: string | null;
  confirmedAt: string | null;
  completedAt: string | null;
  responseDeadlineExtensions: number;
  canceledAt: string | null;
  canceledBy: BookingActor | null;
  cancellationReason: string | null;
  refundAmount: number | null;
  expiry: BookingExpiry | null;
}

export type BookingActor = 'renter' | 'owner' | 'system';

export type BookingCommand =
  | { type: 'request' }
  | { type: 'accept' }
  | { type: 'extend_response_time' }
  | { type: 'decline'; reason: string }
  | { type: 'expire' }
  | { type: 'withdraw'; reason: string }
  | { type: 'cancel_by_renter'; reason: string }
  | { type: 'cancel_by_owner'; reason: string }
  | { type: 'cancel_by_system'; reason: string }
  | { type: 'pay'; amount: number }
  | { type: 'start' }
  | { type: 'end' }
  | { type: 'complete'; withDeposit: boolean };

/** The booking events of 001 §4 that these transitions emit, as spelled in the contract. */
export type BookingEventType =
  | 'created'
  | 'accepted_by_owner'
  | 'canceled_by_owner'
  | 'canceled_by_renter'
  | 'canceled_by_system'
  | 'installment_paid'
  | 'completed_with_deposit'
  | 'completed_without_deposit';

export interface BookingEvent {
  type: BookingEventType;
  actor: BookingActor;
  occurredAt: string;
  data?: Record<string, unknown>;
}

export type TransitionSlug = 'booking_action_not_allowed' | 'booking_not_cancelable' | 'validation_failed';

export type TransitionResult = { ok: true; booking: SandboxBooking; events: BookingEvent[] } | { ok: false; slug: TransitionSlug };

export interface NewBooking {
  bookingMethod: BookingMethod;
  fromDate: string;
  toDate: string;
  cancellationPolicy: string | null;
}

/** A draft booking: nothing requested, accepted or paid yet. */
export const newBooking = (input: NewBooking, now: Date): SandboxBooking => ({
  ...input,
  ecommerceStatus: 'draft',
  isAccepted: false,
  isFirstPaymentMade: false,
  paidAmount: 0,
  createdAt: now.toISOString(),
  acceptedAt: null,
  confirmedAt: null,
  completedAt: null,
  responseDeadlineExtensions: 0,
  canceledAt: null,
  canceledBy: null,
  cancellationReason: null,
  refundAmount: null,
  expiry: null,
});

const refused = (slug: TransitionSlug): TransitionResult => ({ ok: false, slug });

/** An accepted booking whose first payment is in is confirmed (001 §1: after acceptance the renter pays; confirmed). */
const confirmIfPaid = (booking: SandboxBooking, now: Date): SandboxBooking =>
  booking.isAccepted && booking.isFirstPaymentMade && booking.ecommerceStatus === 'pending_confirmation'
    ? { ...booking, ecommerceStatus: 'confirmed', confirmedAt: now.toISOString() }
    : booking;

interface Cancellation {
  status: 'canceled_by_owner' | 'canceled_by_renter' | 'canceled_by_system';
  actor: BookingActor;
  reason: string | null;
  refund: number;
  expiry?: BookingExpiry;
}

function cancel(booking: SandboxBooking, c: Cancellation, now: Date): TransitionResult {
  const refund = Math.min(c.refund, booking.paidAmount);
  const occurredAt = now.toISOString();
  return {
    ok: true,
    booking: {
      ...booking,
      ecommerceStatus: c.status,
      canceledAt: occurredAt,
      canceledBy: c.actor,
      cancellationReason: c.reason,
      refundAmount: refund,
      expiry: c.expiry ?? null,
    },
    events: [{ type: c.status, actor: c.actor, occurredAt, data: { reason: c.reason, refundAmount: refund, expiry: c.expiry ?? null } }],
  };
}

/** The refund by the vehicle's policy and the days of notice (001 §9). */
const policyRefund = (booking: SandboxBooking, now: Date): number =>
  refundAmount(booking.cancellationPolicy, booking.paidAmount, daysOfNotice(now, booking.fromDate));

const isOneOf = (reasons: readonly string[], reason: string): boolean => reasons.includes(reason);

/**
 * Applies a command to a booking (001 §1, §4, §9), refusing what the rules forbid.
 * - request: binding and non-binding wait for the owner; instant is accepted at once and awaits payment.
 * - accept, decline: the owner, while unanswered and before the 24 h deadline (+72 h per extension, at most two).
 * - expire: unanswered past the owner's deadline ("unanswered"), or accepted and still unpaid 48 h after
 *   acceptance ("unpaid": the automatic charge failed); both are system cancellations, refunded in full.
 * - withdraw: the renter until accepted, refunded in full; cancel_by_renter: once accepted and confirmed,
 *   refunded by the vehicle's policy.
 * - cancel_by_owner: only between acceptance and confirmation, refunded in full; a confirmed booking is for
 *   support (001 §1).
 * - cancel_by_system: failed hold payment or ID verification expired, before the start; both are the
 *   renter's doing, so refunded by the policy as a renter cancellation would be.
 * - pay: records a payment; the first one confirms an accepted booking (or confirms it on acceptance).
 * - start on the start date, end after the end date, complete once ended.
 */
export function transition(booking: SandboxBooking, command: BookingCommand, now: Date): TransitionResult {
  const at = now.toISOString();
  const ok = (next: SandboxBooking, events: BookingEvent[] = []): TransitionResult => ({ ok: true, booking: next, events });
  const status = booking.ecommerceStatus;

  switch (command.type) {
    case 'request': {
      if (status !== 'draft') return refused('booking_action_not_allowed');
      const instant = booking.bookingMethod === 'instant';
      const requested: SandboxBooking = { ...booking, ecommerceStatus: 'pending_confirmation', createdAt: at, isAccepted: instant, acceptedAt: instant ? at : null };
      return ok(confirmIfPaid(requested, now), [{ type: 'created', actor: 'renter', occurredAt: at }]);
    }
    case 'accept':
      if (!canOwnerAnswer(booking, now)) return refused('booking_action_not_allowed');
      return ok(confirmIfPaid({ ...booking, isAccepted: true, acceptedAt: at }, now), [{ type: 'accepted_by_owner', actor: 'owner', occurredAt: at }]);
    case 'extend_response_time':
      if (!canOwnerAnswer(booking, now) || !canExtendResponse(booking.responseDeadlineExtensions)) return refused('booking_action_not_allowed');
      return ok({ ...booking, responseDeadlineExtensions: booking.responseDeadlineExtensions + 1 });
    case 'decline':
      if (!canOwnerAnswer(booking, now)) return refused('booking_action_not_allowed');
      if (!isOneOf(OWNER_CANCELLATION_REASONS, command.reason)) return refused('validation_failed');
      return cancel(booking, { status: 'canceled_by_owner', actor: 'owner', reason: command.reason, refund: booking.paidAmount }, now);
    case 'expire': {
      const unanswered = isAwaitingOwner(booking) && now >= ownerResponseDeadline(booking.createdAt, booking.responseDeadlineExtensions);
      const unpaid = isAcceptedButUnconfirmed(booking) && booking.acceptedAt !== null && now >= paymentDeadline(booking.acceptedAt);
      if (!unanswered && !unpaid) return refused('booking_action_not_allowed');
      const expiry: BookingExpiry = unanswered ? 'unanswered' : 'unpaid';
      return cancel(booking, { status: 'canceled_by_system', actor: 'system', reason: null, refund: booking.paidAmount, expiry }, now);
    }
    case 'withdraw':
      if (renterCancellationKind(booking) !== 'withdraw') return refused('booking_not_cancelable');
      if (!isOneOf(RENTER_WITHDRAW_REASONS, command.reason)) return refused('validation_failed');
      return cancel(booking, { status: 'canceled_by_renter', actor: 'renter', reason: command.reason, refund: booking.paidAmount }, now);
    case 'cancel_by_renter':
      if (renterCancellationKind(booking) !== 'cancel') return refused('booking_not_cancelable');
      if (!isOneOf(RENTER_CANCELLATION_REASONS, command.reason)) return refused('validation_failed');
      return cancel(booking, { status: 'canceled_by_renter', actor: 'renter', reason: command.reason, refund: policyRefund(booking, now) }, now);
    case 'cancel_by_owner':
      if (!canOwnerCancel(booking)) return refused('booking_not_cancelable');
      if (!isOneOf(OWNER_CANCELLATION_REASONS, command.reason)) return refused('validation_failed');
      return cancel(booking, { status: 'canceled_by_owner', actor: 'owner', reason: command.reason, refund: booking.paidAmount }, now);
    case 'cancel_by_system':
      if (!isOpen(booking) || status === 'active') return refused('booking_not_cancelable');
      if (!isOneOf(SYSTEM_CANCELLATION_REASONS, command.reason)) return refused('validation_failed');
      return cancel(booking, { status: 'canceled_by_system', actor: 'system', reason: command.reason, refund: policyRefund(booking, now) }, now);
    case 'pay': {
      if (!isOpen(booking)) return refused('booking_action_not_allowed');
      if (!Number.isInteger(command.amount) || command.amount <= 0) return refused('validation_failed');
      const paid = { ...booking, paidAmount: booking.paidAmount + command.amount, isFirstPaymentMade: true };
      return ok(confirmIfPaid(paid, now), [{ type: 'installment_paid', actor: 'renter', occurredAt: at, data: { amount: command.amount } }]);
    }
    case 'start':
      if (status !== 'confirmed' || !hasStarted(booking, now)) return refused('booking_action_not_allowed');
      return ok({ ...booking, ecommerceStatus: 'active' });
    case 'end':
      if (status !== 'active' || todayOf(now) <= booking.toDate) return refused('booking_action_not_allowed');
      return ok({ ...booking, ecommerceStatus: 'ended' });
    case 'complete':
      if (status !== 'ended') return refused('booking_action_not_allowed');
      return ok({ ...booking, ecommerceStatus: 'completed', completedAt: at }, [
        { type: command.withDeposit ? 'completed_with_deposit' : 'completed_without_deposit', actor: 'system', occurredAt: at },
      ]);
  }
}
