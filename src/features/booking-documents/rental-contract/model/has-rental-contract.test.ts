import { describe, expect, it } from 'vitest';
import { hasRentalContract } from './has-rental-contract';

describe('the rental contract (001 §2, §7)', () => {
  it('exists from the confirmation on, also after the trip', () => {
    for (const status of ['confirmed', 'active', 'ended', 'completed'] as const) expect(hasRentalContract({ ecommerceStatus: status })).toBe(true);
  });

  it('does not exist for a request, a draft or a cancelled booking', () => {
    for (const status of ['draft', 'pending_confirmation', 'canceled_by_owner', 'canceled_by_renter', 'canceled_by_system'] as const) {
      expect(hasRentalContract({ ecommerceStatus: status })).toBe(false);
    }
  });
});
