/**
 * 002 §9: the ferry partner's promotion, 5% off, redeemable until 31.05.2025 and valid for
 * crossings until 31.12.2025. Both are last days, inclusive.
 */
export const FERRY_PROMOTION = { discountPercent: 5, redeemableUntil: '2025-05-31', crossingsUntil: '2025-12-31' } as const;

export type FerryPromotionStatus = 'redeemable' | 'crossings-only' | 'expired';

/**
 * Where the promotion stands on `today` (a `yyyy-MM-dd` date in the partner's time zone):
 * it can be booked; it can no longer be booked but crossings booked with it are still valid;
 * or it is over. ISO dates compare as strings.
 */
export function ferryPromotionStatus(today: string, promotion: { redeemableUntil: string; crossingsUntil: string } = FERRY_PROMOTION): FerryPromotionStatus {
  if (today <= promotion.redeemableUntil) return 'redeemable';
  if (today <= promotion.crossingsUntil) return 'crossings-only';
  return 'expired';
}

/** The ferry agency is Swiss (the promotion's dates are its calendar days). */
export const FERRY_PROMOTION_TIME_ZONE = 'Europe/Zurich';
