import type { components } from '@openapi/generated/schema';
import { expectedPayouts, listedInstallments, type Transfer } from '@/entities/order';
import { depositOfOrder, installmentsOfOrder, paidAmountOf } from '../logic/booking-records-access';
import { productForBooking } from '../logic/products';
import type { RouteContext } from '../http/route';
import type { DepositRow, InstallmentRow, OrderItemRow, OrderRow, TransferRow } from '../store/rows';

type S = components['schemas'];
type ViewContext = Pick<RouteContext, 'store'>;

export const installmentView = (installment: InstallmentRow): S['Installment'] => ({ ...installment });

export function depositView(deposit: DepositRow): S['Deposit'] {
  return { ...deposit };
}

/** A stored transfer as the payout rule reads it. */
const transferView = ({ id, type, status, amount, amountReversed, netAmount, installmentId }: TransferRow): Transfer => ({ id, type, status, amount, amountReversed, netAmount, installmentId });

export function orderItemView(ctx: ViewContext, item: OrderItemRow): S['OrderItem'] {
  const order = ctx.store.orders.get(item.orderId);
  const booking = order ? ctx.store.bookings.get(order.bookingId) : undefined;
  const product = ctx.store.products.get(item.productId);
  if (!product || !booking) throw new Error(`Order item ${item.id} has no product or booking`);
  const { productId: _product, ...fields } = item;
  return { ...fields, product: productForBooking(ctx.store, product, booking) };
}

/**
 * An order with the relations asked for. Installments are listed as users see them
 * (payable, expired and paid); transfers are the owner's payouts with the expected
 * ones synthesised (entities/order `expectedPayouts`).
 */
export function orderView(ctx: ViewContext, order: OrderRow, include: ReadonlySet<string>): S['Order'] {
  const { store } = ctx;
  const installments = installmentsOfOrder(store, order.id);
  const { pendingChangeRequestId: _pending, ...fields } = order;
  const deposit = depositOfOrder(store, order.id);
  const view: S['Order'] = { ...fields, paidAmount: paidAmountOf(installments) };
  if (include.has('installments')) view.installments = listedInstallments(installments).map(installmentView);
  if (include.has('transfers')) {
    const rows = store.transfers.by('orderId', order.id);
    const shown = expectedPayouts({ ownersTotal: order.ownersTotal, transfers: rows.map(transferView), installments });
    view.transfers = shown.map((t) => ({ ...t, expectedAt: rows.find((r) => r.id === t.id)?.expectedAt ?? null }));
  }
  if (include.has('deposit')) view.deposit = deposit ? depositView(deposit) : null;
  if (include.has('items')) view.items = store.orderItems.by('orderId', order.id).map((item) => orderItemView(ctx, item));
  if (include.has('discounts')) view.discounts = store.discounts.by('orderId', order.id).map((d) => ({ ...d }));
  return view;
}
