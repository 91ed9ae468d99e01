import type { BookingRow, DepositRow, InstallmentRow, OrderRow } from '../store/rows';
import type { Store } from '../store/store';

// Lookups of a booking's money records, shared by the lifecycle, the views and the handlers.

export const orderOfBooking = (store: Store, bookingId: number): OrderRow | undefined => store.orders.by('bookingId', bookingId)[0];

/** The order's installments, earliest due first. */
export const installmentsOfOrder = (store: Store, orderId: number): InstallmentRow[] =>
  store.installments.by('orderId', orderId).sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id - b.id);

export const depositOfOrder = (store: Store, orderId: number): DepositRow | undefined => store.deposits.by('orderId', orderId)[0];

/** Paid so far, net of refunds, minor units. */
export const paidAmountOf = (installments: readonly InstallmentRow[]): number =>
  installments.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amount - (i.refundedAmount ?? 0), 0);

export function bookingOfOrder(store: Store, order: OrderRow): BookingRow {
  const booking = store.bookings.get(order.bookingId);
  if (!booking) throw new Error(`Order ${order.id} has no booking`);
  return booking;
}
