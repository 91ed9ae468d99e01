import { isOpen } from '@/entities/booking';
import { conflict } from '../http/api-error';
import type { BookingRow } from '../store/rows';
import type { Store } from '../store/store';
import { installmentsOfOrder, orderOfBooking, paidAmountOf } from './booking-records-access';
import { closeCancelledBooking } from './booking-lifecycle';

/**
 * 001 §1: "only support can cancel a confirmed booking". The transition rules cover the
 * parties' cancellations, not support's, so this is the sandbox's: an admin cancels an
 * open booking that has not started, the renter gets back everything paid, and the
 * booking is cancelled by the system with `canceledBy: support`.
 */
export function cancelBySupport(store: Store, booking: BookingRow, message: string | null, now: Date): void {
  if (!isOpen(booking) || booking.ecommerceStatus === 'active') throw conflict('booking_not_cancelable', 'Only open bookings that have not started can be cancelled.');
  const order = orderOfBooking(store, booking.id);
  const paid = order ? paidAmountOf(installmentsOfOrder(store, order.id)) : 0;
  const at = now.toISOString();
  Object.assign(booking, { ecommerceStatus: 'canceled_by_system', canceledAt: at, canceledBy: 'support', cancellationReason: null, refundAmount: paid, expiry: null, updatedAt: at });
  closeCancelledBooking(store, booking, false, { message }, now);
  store.bookingEvents.insert({ bookingId: booking.id, type: 'canceled_by_system', actor: 'admin', amount: paid, currency: booking.currency, data: { canceledBy: 'support' }, occurredAt: at });
}
