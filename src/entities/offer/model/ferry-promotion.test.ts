import { describe, expect, it } from 'vitest';
import { FERRY_PROMOTION, ferryPromotionStatus } from './ferry-promotion';

// 002 §9: "Ferry partner promo: 5% discount, redeemable until 31.05.2025, valid for crossings until 31.12.2025."
describe('ferryPromotionStatus', () => {
  it('holds the spec’s figures', () => {
    expect(FERRY_PROMOTION).toEqual({ discountPercent: 5, redeemableUntil: '2025-05-31', crossingsUntil: '2025-12-31' });
  });

  it('can be redeemed up to and including 31.05.2025', () => {
    expect(ferryPromotionStatus('2025-01-15')).toBe('redeemable');
    expect(ferryPromotionStatus('2025-05-31')).toBe('redeemable');
  });

  it('cannot be redeemed from 01.06.2025, while crossings stay valid up to and including 31.12.2025', () => {
    expect(ferryPromotionStatus('2025-06-01')).toBe('crossings-only');
    expect(ferryPromotionStatus('2025-12-31')).toBe('crossings-only');
  });

  it('is over from 01.01.2026, as it is in the sandbox today', () => {
    expect(ferryPromotionStatus('2026-01-01')).toBe('expired');
    expect(ferryPromotionStatus('2026-11-29')).toBe('expired');
  });
});
