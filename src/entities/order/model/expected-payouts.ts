import { nextPayableInstallment } from './installments';
import type { Installment, Transfer } from './types';

export interface OrderForPayouts {
  /** The owner's total earnings of the order, minor units. */
  ownersTotal: number;
  transfers: readonly Transfer[];
  installments: readonly Installment[];
}

/** Rental installments are paid out with the total transfer; any other installment is paid out on its own. */
const isRentalInstallment = ({ type }: Pick<Installment, 'type'>): boolean => type === 'down_payment' || type === 'rental_fee';

const expected = (type: Transfer['type'], amount: number, installmentId: number | null): Transfer => ({
  id: null,
  type,
  status: 'pending',
  amount,
  amountReversed: 0,
  netAmount: amount,
  installmentId,
});

/**
 * The owner's payouts as shown on the booking (001 §4):
 * - when no total transfer exists, a pending one is synthesised for the owner's total
 *   minus the down payment minus the installment payments. "Installment payments" are
 *   read as the owner's share of every installment other than the down payment and
 *   rental fee (add-ons bought later), since those are paid out on their own;
 * - a pending installment payout is added for the next payable installment when it is
 *   not a rental fee or down payment, unless a transfer for it already exists;
 * - only pending or succeeded transfers with a positive net amount are shown.
 */
export function expectedPayouts(order: OrderForPayouts): Transfer[] {
  const synthesised: Transfer[] = [];
  if (!order.transfers.some((t) => t.type === 'total')) {
    // Everything but the rental fee: the down payment plus every separately paid-out installment.
    const deducted = order.installments.filter((i) => i.type !== 'rental_fee').reduce((sum, i) => sum + i.ownersAmount, 0);
    synthesised.push(expected('total', order.ownersTotal - deducted, null));
  }
  const next = nextPayableInstallment(order.installments);
  if (next && !isRentalInstallment(next) && !order.transfers.some((t) => t.installmentId === next.id)) {
    synthesised.push(expected('installment', next.ownersAmount, next.id));
  }
  return [...order.transfers, ...synthesised].filter(
    (t) => (t.status === 'pending' || t.status === 'succeeded') && t.netAmount > 0,
  );
}
