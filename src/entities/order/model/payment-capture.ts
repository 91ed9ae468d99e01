import type { OrderStatus } from './types';

/**
 * 001 §4: additional payments (add-ons bought later) are captured immediately when
 * the initial payment is delayed, or when the order is neither awaiting the owner
 * nor pending; otherwise they are only authorised, like the request's own payment.
 */
export function capturesImmediately(initialPaymentDelayed: boolean, orderStatus: OrderStatus): boolean {
  return initialPaymentDelayed || (orderStatus !== 'pending_owner_confirmation' && orderStatus !== 'pending');
}
