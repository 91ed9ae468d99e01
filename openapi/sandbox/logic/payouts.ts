import type { components } from '@openapi/generated/schema';
import type { BookingRow, PayoutRow, TransferRow } from '../store/rows';
import type { Store } from '../store/store';
import { depositOfOrder, orderOfBooking } from './booking-records-access';

type S = components['schemas'];

const DAY_MS = 86_400_000;
/** 002 §9: payouts arrive in 5 to 10 working days; the sandbox says 7 calendar days, as the seed does. */
const ARRIVAL_DAYS = 7;

const transactionTypeOf = (transfer: TransferRow): S['TransactionType'] =>
  transfer.type === 'extra_charges' ? 'extra_charges' : transfer.type === 'installment' ? 'addition' : 'rental_fee';

const DESCRIPTIONS: Partial<Record<S['TransactionType'], string>> = { rental_fee: 'Rental fee', extra_charges: 'Extra charges', addition: 'Addition' };

/** The seed's estimated payout keeps the pending transfers of a booking; once paid out they leave it. */
function dropFromEstimated(store: Store, booking: BookingRow): void {
  for (const payout of store.payouts.by('userId', booking.ownerId)) {
    if (!payout.estimated) continue;
    const kept = payout.bookingTransactions.filter((t) => t.bookingId !== booking.id);
    if (kept.length === payout.bookingTransactions.length) continue;
    if (kept.length === 0) {
      store.payouts.delete(payout.id);
      continue;
    }
    payout.bookingTransactions = kept;
    payout.amount = kept.reduce((sum, t) => sum + t.amount, 0);
  }
}

/**
 * A booking that has just completed is paid out: its owner's total (and the extra charges the
 * deposit paid) become succeeded transfers, and one payout on its way to the owner's bank
 * carries them as booking transactions. Does nothing for a booking that a payout already paid.
 */
export function payOutCompletedBooking(store: Store, booking: BookingRow, now: Date): PayoutRow | undefined {
  if (booking.ecommerceStatus !== 'completed') return undefined;
  const order = orderOfBooking(store, booking.id);
  if (!order) return undefined;
  const at = now.toISOString();
  const existing = store.transfers.by('orderId', order.id);
  const add = (type: S['TransferType'], amount: number): TransferRow =>
    store.transfers.insert({ orderId: order.id, type, status: 'pending', amount, amountReversed: 0, netAmount: amount, expectedAt: at, installmentId: null, createdAt: at });
  if (!existing.some((t) => t.type === 'total')) add('total', order.ownersTotal);
  const charged = depositOfOrder(store, order.id)?.paidOutAmount ?? 0;
  if (charged > 0 && !existing.some((t) => t.type === 'extra_charges')) add('extra_charges', charged);

  const paidOut = store.payouts.by('userId', booking.ownerId).some((p) => !p.estimated && p.bookingTransactions.some((t) => t.bookingId === booking.id));
  if (paidOut) return undefined;
  // A booking made complete in one call has its transfers succeeded already; they are paid out here all the same.
  const due = store.transfers.by('orderId', order.id).filter((t) => (t.status === 'pending' || t.status === 'succeeded') && t.netAmount > 0);
  if (due.length === 0) return undefined;
  for (const transfer of due) Object.assign(transfer, { status: 'succeeded', expectedAt: at });
  dropFromEstimated(store, booking);
  const transactionIds = store.payouts.all().flatMap((p) => p.bookingTransactions.map((t) => t.id));
  let nextId = Math.max(0, ...transactionIds);
  return store.payouts.insert({
    userId: booking.ownerId,
    status: 'in_transit',
    estimated: false,
    amount: due.reduce((sum, t) => sum + t.netAmount, 0),
    currency: order.currency,
    arrivalDate: new Date(now.getTime() + ARRIVAL_DAYS * DAY_MS).toISOString().slice(0, 10),
    bookingTransactions: due.map((transfer) => {
      const type = transactionTypeOf(transfer);
      return { id: ++nextId, bookingId: booking.id, type, amount: transfer.netAmount, currency: order.currency, description: DESCRIPTIONS[type] ?? null, createdAt: at };
    }),
    createdAt: at,
  });
}
