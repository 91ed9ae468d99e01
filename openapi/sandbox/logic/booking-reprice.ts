import type { components } from '@openapi/generated/schema';
import { FIRST_PAYMENT_PERCENTAGE, installmentPlan } from '@/entities/order';
import type { BookingRow } from '../store/rows';
import type { Store } from '../store/store';
import { quoteBooking, type BookingChoices } from './booking-quote';
import { installmentsOfOrder, orderOfBooking } from './booking-records-access';
import { ownersShares } from './booking-records';

type S = components['schemas'];

/**
 * Prices an unpaid booking again after its dates or choices changed (a draft, or a
 * request before its first payment): new lines and totals, and a new installment plan
 * in the same state the old one was in.
 */
export function repriceUnpaidBooking(store: Store, booking: BookingRow, range: { fromDate: string; toDate: string }, choices: BookingChoices, now: Date): void {
  const asset = store.assets.get(booking.assetId);
  const order = orderOfBooking(store, booking.id);
  if (!asset || !order) throw new Error(`Booking ${booking.id} has no vehicle or order`);
  const quote = quoteBooking(asset, store.ownerAddons.by('assetId', asset.id), range, choices);
  const old = installmentsOfOrder(store, order.id);
  const firstPayable = old[0]?.status === 'payable';
  for (const installment of old) store.installments.delete(installment.id);
  const plan = installmentPlan(quote.total, range.fromDate, now);
  const shares = ownersShares(
    plan.map((p) => p.amount),
    quote.total,
    quote.ownersTotal,
  );
  plan.forEach((p, index) => {
    store.installments.insert({
      orderId: order.id,
      type: p.type,
      status: index === 0 && firstPayable ? 'payable' : 'pending',
      dueAt: p.dueAt.toISOString(),
      paidAt: null,
      amount: p.amount,
      ownersAmount: shares[index] ?? 0,
      currency: order.currency,
      refundStatus: null,
      refundedAmount: null,
    });
  });
  Object.assign(order, { total: quote.total, ownersTotal: quote.ownersTotal });
  const insuranceLines = (kind: S['InsuranceAddonKind']): S['BookingAddon'] => {
    const line = quote.lineItems.find((l) => l.key === 'insurance_addon' && l.addonKey === kind);
    return { key: kind, type: 'insurance', quantity: 1, price: line?.unitPrice ?? 0, totalPrice: line?.amount ?? 0 };
  };
  Object.assign(booking, {
    ...range,
    totalPrice: quote.total,
    lineItems: quote.contractLineItems,
    addons: [...quote.addons, ...choices.insuranceAddons.map(insuranceLines)],
    includedAddons: quote.includedAddons,
    insuranceKey: booking.insuranceVendor === 'omocom' ? (choices.insuranceKey ?? 'omocom_basic') : null,
    insuranceAddons: choices.insuranceAddons,
    downPaymentPercentage: plan.length > 1 ? FIRST_PAYMENT_PERCENTAGE / 100 : 1,
    updatedAt: now.toISOString(),
  } satisfies Partial<BookingRow>);
}
