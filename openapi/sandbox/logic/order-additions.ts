import type { components } from '@openapi/generated/schema';
import type { BookingRow, InstallmentRow, OrderRow } from '../store/rows';
import type { Store } from '../store/store';

type S = components['schemas'];

/**
 * Something bought after the booking (an insurance add-on, a driver, an upgrade, new
 * dates): its own installment, payable at once once the owner has accepted (pending
 * before, like the request's own payment), and the order's totals grow by it.
 */
export function addInstallment(store: Store, booking: BookingRow, order: OrderRow, type: S['ProductType'], amount: number, ownersAmount: number, now: Date): InstallmentRow {
  order.total += amount;
  order.ownersTotal += ownersAmount;
  if (order.status === 'paid') order.status = 'open';
  booking.totalPrice = order.total;
  booking.updatedAt = now.toISOString();
  return store.installments.insert({
    orderId: order.id,
    type,
    status: booking.requestStatus === 'accepted' ? 'payable' : 'pending',
    dueAt: now.toISOString(),
    paidAt: null,
    amount,
    ownersAmount,
    currency: order.currency,
    refundStatus: null,
    refundedAmount: null,
  });
}
