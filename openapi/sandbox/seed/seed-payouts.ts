import type { components } from '@openapi/generated/schema';
import { bookingOfOrder } from '../logic/booking-records-access';
import type { TransferRow } from '../store/rows';
import type { SeedContext } from './seed-context';

type S = components['schemas'];

const DAY_MS = 86_400_000;

/**
 * Payouts group an owner's transfers by month: paid ones for the succeeded
 * transfers (the latest still in transit), and an estimated one for the pending.
 */
export function seedPayouts(ctx: SeedContext): void {
  const { store } = ctx;
  const groups = new Map<string, TransferRow[]>();
  for (const transfer of store.transfers.all()) {
    const order = store.orders.get(transfer.orderId);
    if (!order) continue;
    const booking = bookingOfOrder(store, order);
    const key = `${booking.ownerId}|${transfer.status === 'pending' ? 'estimated' : (transfer.expectedAt ?? transfer.createdAt).slice(0, 7)}`;
    groups.set(key, [...(groups.get(key) ?? []), transfer]);
  }
  let transactionId = 0;
  for (const [key, transfers] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [ownerId, month] = key.split('|') as [string, string];
    const estimated = month === 'estimated';
    const latest = transfers.map((t) => t.expectedAt ?? t.createdAt).sort().at(-1) ?? ctx.moment.toISOString();
    const arrival = new Date(Date.parse(latest) + 7 * DAY_MS);
    const status: S['PayoutStatus'] = estimated ? 'pending' : arrival.getTime() > ctx.moment.getTime() ? 'in_transit' : 'paid';
    const currency = transfers[0] ? (store.orders.get(transfers[0].orderId)?.currency ?? 'eur') : 'eur';
    store.payouts.insert({
      userId: Number(ownerId),
      status,
      estimated,
      amount: transfers.reduce((sum, t) => sum + t.netAmount, 0),
      currency,
      arrivalDate: arrival.toISOString().slice(0, 10),
      bookingTransactions: transfers.map((t) => {
        const order = store.orders.get(t.orderId);
        return {
          id: ++transactionId,
          bookingId: order?.bookingId ?? null,
          type: t.type === 'extra_charges' ? 'extra_charges' : 'rental_fee',
          amount: t.netAmount,
          currency,
          description: t.type === 'extra_charges' ? 'Extra charges' : 'Rental fee',
          createdAt: t.createdAt,
        };
      }),
      createdAt: latest,
    });
  }
}
