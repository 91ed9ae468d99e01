import { describe, expect, it } from 'vitest';
import { OWNER_CANCELLATION_REASONS, RENTER_CANCELLATION_REASONS, RENTER_WITHDRAW_REASONS, declineBlocksDates } from './cancellation-reasons';

describe('cancellation reasons (001 §9)', () => {
  it('renter cancel has sickness and bought_my_own instead of the owner-declined-unavailable and no-response reasons', () => {
    const dropped = RENTER_WITHDRAW_REASONS.filter((r) => !(RENTER_CANCELLATION_REASONS as readonly string[]).includes(r));
    const added = RENTER_CANCELLATION_REASONS.filter((r) => !(RENTER_WITHDRAW_REASONS as readonly string[]).includes(r));
    expect(dropped).toEqual(['owner_declined_in_messages_not_available', 'no_response_from_owner']);
    expect(added).toEqual(['sickness', 'bought_my_own']);
  });

  it('blocks the dates of a request declined for one of the five unavailability reasons, and only those', () => {
    expect(OWNER_CANCELLATION_REASONS.filter(declineBlocksDates)).toEqual(['already_rented_out', 'own_use', 'damaged', 'winter_storage', 'other']);
    expect(declineBlocksDates('uncomfortable_with_renter')).toBe(false);
    expect(declineBlocksDates('waiting_for_better_offer')).toBe(false);
    expect(declineBlocksDates('selling_the_vehicle')).toBe(false);
    expect(declineBlocksDates(undefined)).toBe(false);
  });
});
