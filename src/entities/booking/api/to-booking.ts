import { nextPayableInstallment } from '@/entities/order/@x/booking';
import type { components } from '@/shared/api';
import type { Booking, BookingDto, BookingEventDto } from '../model/booking';
import { cancellationPolicyOf } from '../model/cancellation-refund';
import { PAYMENT_WINDOW_HOURS } from '../model/response-deadlines';
import type { BookingExpiry } from '../model/types';

type S = components['schemas'];

const SETTLED: readonly S['EcommerceStatus'][] = ['confirmed', 'active', 'ended', 'completed'];
const HOUR_MS = 3_600_000;

/** The owner accepted: the request status says so, or the booking got past acceptance. */
function isAcceptedOf(booking: BookingDto): boolean {
  if (booking.requestStatus) return booking.requestStatus === 'accepted';
  return SETTLED.includes(booking.ecommerceStatus) || booking.order?.status === 'open';
}

/**
 * When the owner accepted: the history's event, else back from the payment deadline
 * (48 h after acceptance), else the request itself for an instant booking.
 */
function acceptedAtOf(booking: BookingDto, accepted: boolean, history: readonly BookingEventDto[]): string | null {
  if (!accepted) return null;
  const event = history.findLast((e) => e.type === 'accepted_by_owner');
  if (event) return event.occurredAt;
  if (booking.paymentDueAt) return new Date(Date.parse(booking.paymentDueAt) - PAYMENT_WINDOW_HOURS * HOUR_MS).toISOString();
  return booking.assetSnapshot.bookingMethod === 'instant' ? (booking.createdAt ?? null) : null;
}

/** A system cancellation without a reason of its own is a lapse: the order says expired (001 §4). */
function expiryOf(booking: BookingDto, accepted: boolean): BookingExpiry | null {
  if (booking.ecommerceStatus !== 'canceled_by_system') return null;
  const lapsed = booking.order?.status === 'expired' || (!booking.cancellationReason && booking.canceledBy === 'system');
  if (!lapsed) return null;
  return accepted ? 'unpaid' : 'unanswered';
}

/** Paid so far: the paid installments less what was refunded on them. */
function paidAmountOf(booking: BookingDto): number {
  const installments = booking.order?.installments ?? [];
  if (installments.length === 0) return booking.order?.paidAmount ?? 0;
  return installments.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amount - (i.refundedAmount ?? 0), 0);
}

/** The API's booking (with its order, vehicle and history when known) as the app reads it: the entity's one mapper. */
export function toBooking(booking: BookingDto, history: readonly BookingEventDto[] = []): Booking {
  const accepted = isAcceptedOf(booking);
  const next = nextPayableInstallment(booking.order?.installments ?? []);
  const hasBuydown =
    (booking.addons ?? []).some((a) => a.key === 'deductible_buydown') || (booking.order?.items ?? []).some((item) => item.productType === 'deductible_buydown');
  return {
    id: booking.id,
    ecommerceStatus: booking.ecommerceStatus,
    isAccepted: accepted,
    bookingMethod: booking.assetSnapshot.bookingMethod,
    expiry: expiryOf(booking, accepted),
    fromDate: booking.fromDate,
    toDate: booking.toDate,
    requestedAt: booking.createdAt ?? new Date(0).toISOString(),
    acceptedAt: acceptedAtOf(booking, accepted, history),
    responseDeadlineExtensions: booking.responseDeadlineExtensions ?? 0,
    cancellationPolicy: cancellationPolicyOf(booking.asset?.cancellationPolicy),
    currency: booking.currency,
    paidAmount: paidAmountOf(booking),
    hasPlatformInsurance: booking.hasPlatformInsurance ?? false,
    hasDeductibleBuydown: hasBuydown,
    allowsAddingExtraCharges: booking.allowsAddingExtraCharges ?? false,
    nextPayableInstallment: next ? { id: next.id, type: next.type, amount: next.amount } : null,
  };
}
