import { DEPOSIT_HOLD_HOURS } from '@/entities/order';
import { depositDecision, type DepositCase, type DepositDecision } from '../rules/deposits';
import type { BookingRow, DepositRow } from '../store/rows';
import type { Store } from '../store/store';

export const DEPOSIT_HOLD_MS = DEPOSIT_HOLD_HOURS * 3_600_000;

/** The deposit's case for the rules: the return, the unpaid extra charges and the damage of this booking. */
export function depositCaseOf(store: Store, booking: BookingRow, deposit: DepositRow): DepositCase {
  const charges = store.extraCharges.by('bookingId', booking.id).filter((c) => c.status === 'pending' || c.status === 'approved');
  // Damages handled by insurance or without compensation do not touch the deposit.
  const damage = store.assetDamages
    .by('assetId', booking.assetId)
    .find((d) => d.bookingId === booking.id && (d.compensationMode === 'pending_amount' || d.compensationMode === 'fixed_amount'));
  return {
    amount: deposit.amount,
    returnedAt: booking.checkoutApprovedAt,
    extraCharges: charges.reduce((sum, c) => sum + c.amount, 0),
    damage: damage
      ? { resolved: damage.isResolved || damage.compensationMode === 'fixed_amount', windowDays: booking.damageWindowDays, pendingAmount: damage.compensationAmount }
      : null,
  };
}

/**
 * Decides the deposit now and applies a settlement: the captured part pays the extra
 * charges (which count as deducted), the rest is refunded and the deposit closes.
 * `releasedByOwner` lets the owner release before the 48-hour hold is over; a damage
 * case still holds it.
 */
export function settleDeposit(store: Store, booking: BookingRow, deposit: DepositRow, now: Date, releasedByOwner = false): DepositDecision {
  const depositCase = depositCaseOf(store, booking, deposit);
  const holdEnd = depositCase.returnedAt ? new Date(depositCase.returnedAt).getTime() + DEPOSIT_HOLD_MS : now.getTime();
  const decision = depositDecision(depositCase, releasedByOwner ? new Date(Math.max(now.getTime(), holdEnd)) : now);
  if (decision.action === 'hold') {
    booking.holdDeposit = true;
    booking.depositReleaseDueAt = decision.until?.toISOString() ?? null;
    deposit.releaseDueAt = booking.depositReleaseDueAt;
    return decision;
  }
  Object.assign(deposit, {
    status: 'closed',
    capturedAmount: decision.capturedAmount,
    refundedAmount: decision.refundedAmount,
    remainingDepositAmount: 0,
    paidOutAmount: decision.capturedAmount - decision.administrativeFee,
    releaseDueAt: now.toISOString(),
  });
  for (const charge of store.extraCharges.by('bookingId', booking.id)) {
    if (charge.status === 'pending' || charge.status === 'approved') charge.status = 'deducted_from_deposit';
  }
  Object.assign(booking, { holdDeposit: false, depositReleaseDueAt: null });
  store.bookingEvents.insert({
    bookingId: booking.id,
    type: decision.capturedAmount > 0 ? 'deposit_partially_released' : 'deposit_released',
    actor: releasedByOwner ? 'owner' : 'system',
    amount: decision.refundedAmount,
    currency: booking.currency,
    data: { capturedAmount: decision.capturedAmount, administrativeFee: decision.administrativeFee },
    occurredAt: now.toISOString(),
  });
  return decision;
}
