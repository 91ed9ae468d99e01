import { depositReleaseDate, depositReservationDate, type Instant } from '@/entities/order';
import { todayOf } from './calendar';

const DAY_MS = 86_400_000;

/** 001 §9: deposit administrative fee 10%, charged on what is deducted from the deposit. */
export const DEPOSIT_ADMINISTRATIVE_FEE_PERCENTAGE = 10;
/** 001 §4: the owner states a pending damage cost within a set number of days, up to 30. */
export const PENDING_DAMAGE_MAX_DAYS = 30;
/** The sandbox's set number of days, and what each extension adds, both within the 30-day cap. */
export const PENDING_DAMAGE_DEFAULT_DAYS = 7;
export const PENDING_DAMAGE_EXTENSION_DAYS = 7;

/** The deposit is reserved on the renter's card from about 6 days before the start. */
export const isDepositReservationDue = (fromDate: string, now: Date): boolean => todayOf(now) >= depositReservationDate(fromDate);

export const canExtendPendingDamageWindow = (windowDays: number): boolean => windowDays < PENDING_DAMAGE_MAX_DAYS;

/** The window after an extension request, never beyond 30 days from the return. */
export const extendPendingDamageWindow = (windowDays: number): number =>
  Math.min(PENDING_DAMAGE_MAX_DAYS, windowDays + PENDING_DAMAGE_EXTENSION_DAYS);

export const pendingDamageDeadline = (returnedAt: Instant, windowDays: number): Date =>
  new Date(new Date(returnedAt).getTime() + Math.min(windowDays, PENDING_DAMAGE_MAX_DAYS) * DAY_MS);

export interface DepositCase {
  /** The reserved deposit, minor units. */
  amount: number;
  returnedAt: Instant | null;
  /** Approved extra charges to deduct, minor units. */
  extraCharges: number;
  /** An open or resolved damage case; pendingAmount is null until the owner states the cost. */
  damage: { resolved: boolean; windowDays: number; pendingAmount: number | null } | null;
}

export type DepositDecision =
  | { action: 'hold'; until: Date | null; reason: 'not_returned' | 'hold_period' | 'damage_case' }
  | { action: 'settle'; capturedAmount: number; administrativeFee: number; refundedAmount: number };

function settle(amount: number, deductions: number): DepositDecision {
  const deducted = Math.min(amount, deductions);
  const fee = Math.round((deducted * DEPOSIT_ADMINISTRATIVE_FEE_PERCENTAGE) / 100);
  const captured = Math.min(amount, deducted + fee);
  return { action: 'settle', capturedAmount: captured, administrativeFee: captured - deducted, refundedAmount: amount - captured };
}

/**
 * What happens to a deposit now (001 §4, §9): held until the vehicle is back and for
 * 48 hours after; held in a damage case until resolved, except that a pending cost the
 * owner has not stated within the window lapses and the deposit is returned. Settling
 * captures the extra charges and any resolved damage cost, plus the 10% administrative
 * fee on them (all capped by the deposit), and releases the rest.
 */
export function depositDecision(deposit: DepositCase, now: Date): DepositDecision {
  if (deposit.returnedAt === null) return { action: 'hold', until: null, reason: 'not_returned' };
  const released = depositReleaseDate(deposit.returnedAt);
  if (now < released) return { action: 'hold', until: released, reason: 'hold_period' };

  const { damage } = deposit;
  if (damage && !damage.resolved) {
    if (damage.pendingAmount !== null) return { action: 'hold', until: null, reason: 'damage_case' };
    const deadline = pendingDamageDeadline(deposit.returnedAt, damage.windowDays);
    if (now < deadline) return { action: 'hold', until: deadline, reason: 'damage_case' };
    return settle(deposit.amount, deposit.extraCharges);
  }
  return settle(deposit.amount, deposit.extraCharges + (damage?.pendingAmount ?? 0));
}
