import type { Booking } from './booking';
import {
  canAddAdditionalDrivers,
  canAddLateExtraCharge,
  canBuyDeductibleBuydown,
  canOwnerAnswer,
  canOwnerCancel,
  isAcceptedButUnconfirmed,
  isAwaitingOwner,
  onlySupportCancelsConfirmed,
  renterCancellationKind,
} from './booking-permissions';
import { OWNER_CANCELLATION_REASONS, RENTER_CANCELLATION_REASONS, RENTER_WITHDRAW_REASONS } from './cancellation-reasons';
import { daysOfNotice, refundAmount, refundPercentage } from './cancellation-refund';
import { canExtendResponse, ownerResponseDeadline, paymentDeadline } from './response-deadlines';
import type { BookingRole, CancellationPolicy } from './types';

/** What this party may do with the booking now (001 §4, §6), from the rules of this entity. */
export interface LifecyclePermissions {
  accept: boolean;
  decline: boolean;
  extend: boolean;
  withdraw: boolean;
  cancel: boolean;
  pay: boolean;
  addDrivers: boolean;
  buyDeductibleBuydown: boolean;
  addLateExtraCharge: boolean;
  /** The owner of a confirmed booking is sent to support instead (001 §1). */
  cancelThroughSupport: boolean;
}

const answerable = (booking: Booking) => ({
  ecommerceStatus: booking.ecommerceStatus,
  isAccepted: booking.isAccepted,
  createdAt: booking.requestedAt,
  responseDeadlineExtensions: booking.responseDeadlineExtensions,
});

/** When the owner's time to answer runs out: 24 h from the request plus 72 h per extension (at most two). */
export const responseDeadlineOf = (booking: Booking): Date | undefined =>
  isAwaitingOwner(booking) ? ownerResponseDeadline(booking.requestedAt, booking.responseDeadlineExtensions) : undefined;

/** When an accepted booking must be paid: 48 h after acceptance. */
export const paymentDeadlineOf = (booking: Booking): Date | undefined =>
  isAcceptedButUnconfirmed(booking) && booking.acceptedAt ? paymentDeadline(booking.acceptedAt) : undefined;

/** The request lapsed unanswered. */
export function responseLapsed(booking: Booking, now: Date): boolean {
  const deadline = responseDeadlineOf(booking);
  return deadline !== undefined && now.getTime() >= deadline.getTime();
}

/** The accepted booking lapsed unpaid. */
export function paymentLapsed(booking: Booking, now: Date): boolean {
  const deadline = paymentDeadlineOf(booking);
  return deadline !== undefined && now.getTime() >= deadline.getTime();
}

export function permissionsOf(role: BookingRole, booking: Booking, now: Date): LifecyclePermissions {
  const owner = role === 'owner';
  const answer = owner && canOwnerAnswer(answerable(booking), now);
  return {
    accept: answer,
    decline: answer,
    extend: answer && canExtendResponse(booking.responseDeadlineExtensions),
    withdraw: !owner && renterCancellationKind(booking) === 'withdraw',
    cancel: owner ? canOwnerCancel(booking) : renterCancellationKind(booking) === 'cancel',
    // #23: the request's payment shows Pay to its renter (also after a reload); once confirmed, the later
    // installments, the deposit and extra charges are paid in the booking's payments section (#14).
    pay: !owner && booking.nextPayableInstallment !== null && booking.ecommerceStatus === 'pending_confirmation' && !paymentLapsed(booking, now),
    addDrivers: !owner && canAddAdditionalDrivers(booking, now),
    buyDeductibleBuydown: !owner && canBuyDeductibleBuydown(booking, booking.nextPayableInstallment ?? undefined, now),
    addLateExtraCharge: canAddLateExtraCharge(role, booking),
    cancelThroughSupport: onlySupportCancelsConfirmed(role, booking),
  };
}

/** The reasons offered for an action (001 §9): the owner's for decline and cancel, the renter's per action. */
export function reasonsFor(role: BookingRole, action: 'decline' | 'withdraw' | 'cancel'): readonly string[] {
  if (role === 'owner') return OWNER_CANCELLATION_REASONS;
  return action === 'withdraw' ? RENTER_WITHDRAW_REASONS : RENTER_CANCELLATION_REASONS;
}

export interface RefundPreview {
  policy: CancellationPolicy;
  daysOfNotice: number;
  percentage: number;
  amount: number;
  paidAmount: number;
  currency: string;
}

/**
 * The refund shown before a cancellation is confirmed. The renter's cancellation of a confirmed
 * booking follows the vehicle's policy by days of notice (001 §9); an owner's cancellation and a
 * withdrawal give everything back (the sandbox's rules agree).
 */
export function refundPreviewOf(role: BookingRole, booking: Booking, now: Date): RefundPreview {
  const days = daysOfNotice(now, booking.fromDate);
  const byPolicy = role === 'renter' && renterCancellationKind(booking) === 'cancel';
  return {
    policy: booking.cancellationPolicy,
    daysOfNotice: days,
    percentage: byPolicy ? refundPercentage(booking.cancellationPolicy, days) : 100,
    amount: byPolicy ? refundAmount(booking.cancellationPolicy, booking.paidAmount, days) : booking.paidAmount,
    paidAmount: booking.paidAmount,
    currency: booking.currency,
  };
}
