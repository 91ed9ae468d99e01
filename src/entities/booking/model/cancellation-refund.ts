import { epochDay, todayEpochDay } from '@/shared/lib/dates';
import type { CancellationPolicy } from './types';

/** A row of the refund table: from this many days of notice, this share of the paid amount comes back. */
export interface RefundTier {
  fromDays: number;
  refundPercentage: number;
}

// 001 §9, ordered from the longest notice down; the last row of each policy is "none below".
const REFUND_TIERS: Record<CancellationPolicy, readonly RefundTier[]> = {
  flex: [
    { fromDays: 60, refundPercentage: 100 },
    { fromDays: 7, refundPercentage: 75 },
    { fromDays: 0, refundPercentage: 0 },
  ],
  standard: [
    { fromDays: 60, refundPercentage: 100 },
    { fromDays: 30, refundPercentage: 75 },
    { fromDays: 0, refundPercentage: 0 },
  ],
  strict: [
    { fromDays: 30, refundPercentage: 75 },
    { fromDays: 0, refundPercentage: 0 },
  ],
};

export const FALLBACK_CANCELLATION_POLICY: CancellationPolicy = 'strict';

/** The policy to apply: vehicles without a known policy get strict (000 §3). */
export function cancellationPolicyOf(policy: string | null | undefined): CancellationPolicy {
  return policy === 'flex' || policy === 'standard' || policy === 'strict' ? policy : FALLBACK_CANCELLATION_POLICY;
}

export function refundTable(policy: string | null | undefined): readonly RefundTier[] {
  return REFUND_TIERS[cancellationPolicyOf(policy)];
}

/** Percentage of the paid amount refunded with this many days of notice; none once the start has passed. */
export function refundPercentage(policy: string | null | undefined, daysBeforeStart: number): number {
  return refundTable(policy).find((tier) => daysBeforeStart >= tier.fromDays)?.refundPercentage ?? 0;
}

/** 001 §9: the fee percentage is 100 minus the refund. */
export function cancellationFee(policy: string | null | undefined, daysBeforeStart: number): number {
  return 100 - refundPercentage(policy, daysBeforeStart);
}

/** Refund in minor units, rounded down so the refund never exceeds the policy's share. */
export function refundAmount(policy: string | null | undefined, paidMinor: number, daysBeforeStart: number): number {
  return Math.floor((paidMinor * refundPercentage(policy, daysBeforeStart)) / 100);
}

/** Whole calendar days (UTC) from `now` to the start date; negative once the start has passed. */
export function daysOfNotice(now: Date, fromDate: string): number {
  return epochDay(fromDate) - todayEpochDay(now);
}
