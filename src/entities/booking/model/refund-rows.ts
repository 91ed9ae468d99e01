import type { RefundTier } from './cancellation-refund';

export interface RefundRow {
  /** Days of notice the row starts at (inclusive). */
  fromDays: number;
  /** Days of notice the row ends before, or null for "or more". */
  untilDays: number | null;
  refundPercentage: number;
  feePercentage: number;
}

/** The refund table's tiers (longest notice first) as rows with both ends, for a table. */
export function refundRows(tiers: readonly RefundTier[]): RefundRow[] {
  return tiers.map((tier, index) => ({
    fromDays: tier.fromDays,
    untilDays: tiers[index - 1]?.fromDays ?? null,
    refundPercentage: tier.refundPercentage,
    feePercentage: 100 - tier.refundPercentage,
  }));
}
