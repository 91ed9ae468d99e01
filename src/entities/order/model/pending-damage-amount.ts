import { addHours } from '@/shared/lib/dates';
import type { Instant } from './types';

// 001 §4: "the owner must give the amount within a set number of days (up to 30), extendable,
// else the deposit is returned". The set number is 7; each extension adds 7, never past 30.
export const PENDING_AMOUNT_DEFAULT_DAYS = 7;
export const PENDING_AMOUNT_MAX_DAYS = 30;

const DAY_MS = 86_400_000;

/** A damage's compensation as the pending-amount rule reads it (`AssetDamage`). */
interface DamageCompensation {
  compensationMode: string;
  compensationAmount?: number | null;
  compensationDueAt?: string | null;
  isResolved: boolean;
  createdAt?: string | null;
}

export type PendingAmount =
  /** Not a pending amount, or the case is resolved: no deadline applies. */
  | { state: 'none' }
  /** The owner gave the amount in time: it is deducted from the deposit. */
  | { state: 'given'; amount: number }
  /** Still to give, by `due`: `daysLeft` whole or started days. */
  | { state: 'open'; due: Date; daysLeft: number }
  /** The deadline passed without an amount: the deposit is returned and no amount can follow. */
  | { state: 'passed'; due: Date };

/**
 * Where a damage's pending amount stands at `now`. The deadline is the API's
 * (`compensationDueAt`), never more than 30 days after the damage was reported; without one, the
 * set 7 days from the report.
 */
export function pendingAmountOf(damage: DamageCompensation, now: Date): PendingAmount {
  if (damage.compensationMode !== 'pending_amount' || damage.isResolved) return { state: 'none' };
  if (damage.compensationAmount !== null && damage.compensationAmount !== undefined) return { state: 'given', amount: damage.compensationAmount };
  const reported = damage.createdAt ? new Date(damage.createdAt) : now;
  const latest = addHours(reported, PENDING_AMOUNT_MAX_DAYS * 24);
  const stated = damage.compensationDueAt ? new Date(damage.compensationDueAt) : addHours(reported, PENDING_AMOUNT_DEFAULT_DAYS * 24);
  const due = stated < latest ? stated : latest;
  if (now >= due) return { state: 'passed', due };
  return { state: 'open', due, daysLeft: Math.ceil((due.getTime() - now.getTime()) / DAY_MS) };
}

/**
 * The owner may hold the deposit longer (`extend-deposit-release-deadline`) while a pending
 * amount is open on an ended booking, and only while the deadline is less than 30 days after the
 * return (each extension adds 7 days and stops at 30).
 */
export function canExtendPendingAmountDeadline(
  booking: { ecommerceStatus: string; hasPendingAmountDamages?: boolean | null; checkoutApprovedAt?: Instant | null; depositReleaseDueAt?: string | null },
  now: Date,
): boolean {
  if (booking.ecommerceStatus !== 'ended' || !booking.hasPendingAmountDamages || !booking.checkoutApprovedAt) return false;
  const latest = addHours(booking.checkoutApprovedAt, PENDING_AMOUNT_MAX_DAYS * 24);
  const due = booking.depositReleaseDueAt ? new Date(booking.depositReleaseDueAt) : addHours(booking.checkoutApprovedAt, PENDING_AMOUNT_DEFAULT_DAYS * 24);
  return now < due && due < latest;
}
