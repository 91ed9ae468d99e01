import { changeRequestCosts, type ChangeRequestCostsResult } from '../rules/change-request-costs';
import { depositReservationDate } from '@/entities/order';
import type { BookingRow, ChangeRequestRow } from '../store/rows';
import type { Store } from '../store/store';
import { priceRequestOf, toContractLineItems } from './booking-quote';
import { choicesOf } from './booking-records';
import { assetPeriods } from './asset-periods';
import { depositOfOrder, installmentsOfOrder, orderOfBooking } from './booking-records-access';
import { addInstallment } from './order-additions';

/** The contract's change-request costs: the rule's figures plus what is due now and the currency. */
export interface ChangeCosts {
  newFromDate: string;
  newToDate: string;
  nights: number;
  currentTotalPrice: number;
  newTotalPrice: number;
  difference: number;
  amountDueNow: number;
  currency: BookingRow['currency'];
  lineItems: BookingRow['lineItems'];
}

/**
 * Prices moving a booking to new dates (rules/change-request-costs) with the booking's
 * own choices. A higher price is due at once (an extra installment); a lower one is refunded.
 */
export function priceDateChange(
  store: Store,
  booking: BookingRow,
  proposed: { fromDate: string; toDate: string },
  now: Date,
): { ok: true; costs: ChangeCosts } | { ok: false; errors: Extract<ChangeRequestCostsResult, { ok: false }>['errors'] } {
  const asset = store.assets.get(booking.assetId);
  if (!asset) throw new Error(`Booking ${booking.id} has no vehicle`);
  const ownerAddons = store.ownerAddons.by('assetId', asset.id);
  const result = changeRequestCosts(
    { booking, proposed, asset, periods: assetPeriods(store, asset.id), choices: priceRequestOf(asset, ownerAddons, choicesOf(store, booking)) },
    now,
  );
  if (!result.ok) return result;
  const { costs } = result;
  return {
    ok: true,
    costs: {
      ...costs,
      amountDueNow: Math.max(0, costs.difference),
      currency: booking.currency,
      lineItems: toContractLineItems(costs.lineItems),
    },
  };
}

/**
 * Moves a booking to the accepted new dates. A higher price becomes a `dates_change`
 * installment that waits for the renter's confirmation of the extension (POST
 * /orders/{id}/extend-confirm); a lower one is refunded on the paid installments.
 */
export function applyDateChange(store: Store, booking: BookingRow, request: ChangeRequestRow, costs: ChangeCosts, now: Date): void {
  const order = orderOfBooking(store, booking.id);
  if (!order) throw new Error(`Booking ${booking.id} has no order`);
  const ownersShare = order.total > 0 ? order.ownersTotal / order.total : 0;
  if (costs.difference > 0) {
    const installment = addInstallment(store, booking, order, 'dates_change', costs.difference, Math.round(costs.difference * ownersShare), now);
    installment.status = 'pending';
    Object.assign(order, { extensionPending: true, pendingChangeRequestId: request.id });
  } else if (costs.difference < 0) {
    let left = -costs.difference;
    for (const installment of installmentsOfOrder(store, order.id).reverse()) {
      if (left <= 0) break;
      if (installment.status !== 'paid') {
        const cut = Math.min(left, installment.amount);
        installment.amount -= cut;
        left -= cut;
        continue;
      }
      const back = Math.min(left, installment.amount - (installment.refundedAmount ?? 0));
      Object.assign(installment, { refundedAmount: (installment.refundedAmount ?? 0) + back, refundStatus: 'succeeded' });
      left -= back;
    }
    order.total += costs.difference;
    order.ownersTotal = Math.round(order.total * ownersShare);
    booking.totalPrice = order.total;
  }
  const nights = Math.round((Date.parse(costs.newToDate) - Date.parse(costs.newFromDate)) / 86_400_000);
  const asset = store.assets.get(booking.assetId);
  Object.assign(booking, {
    fromDate: costs.newFromDate,
    toDate: costs.newToDate,
    lineItems: costs.lineItems,
    includedDistance: asset && asset.includedDistanceType === 'per_night' && asset.includedDistance !== null ? asset.includedDistance * nights : booking.includedDistance,
    checkin: { ...booking.checkin, scheduledAt: booking.timeCheckin ? `${costs.newFromDate}T${booking.timeCheckin}:00.000Z` : null },
    updatedAt: now.toISOString(),
  });
  const deposit = depositOfOrder(store, order.id);
  if (deposit && deposit.status === 'pending') deposit.dueAt = `${depositReservationDate(costs.newFromDate)}T00:00:00.000Z`;
}
