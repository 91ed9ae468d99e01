// Cancellation reasons exactly as spelled in 001 §9; the sandbox checks them and the cancel dialogs list them.

/** Owner decline or cancel. */
export const OWNER_CANCELLATION_REASONS = [
  'already_rented_out',
  'own_use',
  'damaged',
  'uncomfortable_with_renter',
  'waiting_for_better_offer',
  'selling_the_vehicle',
  'winter_storage',
  'other',
] as const;

/** Renter withdrawing a request before the owner accepts. */
export const RENTER_WITHDRAW_REASONS = [
  'have_a_better_offer',
  'plans_changed',
  'uncomfortable_with_owner',
  'vehicle_not_up_to_expectations',
  'owner_declined_in_messages_not_available',
  'owner_decline_in_messages_damaged',
  'no_response_from_owner',
  'other',
] as const;

/**
 * Renter cancelling an accepted booking: the withdraw options with sickness and
 * bought_my_own in place of the owner-declined-unavailable and no-response reasons.
 */
export const RENTER_CANCELLATION_REASONS = [
  'have_a_better_offer',
  'plans_changed',
  'uncomfortable_with_owner',
  'vehicle_not_up_to_expectations',
  'sickness',
  'owner_decline_in_messages_damaged',
  'bought_my_own',
  'other',
] as const;

/** 001 §1: failed hold payment, ID verification expired. */
export const SYSTEM_CANCELLATION_REASONS = ['failed_hold_payment', 'id_verification_expired'] as const;

/**
 * 001 §9: the owner's reasons that say the vehicle is not available. A request declined for one of
 * them blocks its dates in the vehicle's calendar, so the next renter cannot ask for them again.
 */
export const UNAVAILABLE_DECLINE_REASONS = ['already_rented_out', 'own_use', 'damaged', 'winter_storage', 'other'] as const satisfies readonly OwnerCancellationReason[];

export type UnavailabilityDeclineReason = (typeof UNAVAILABLE_DECLINE_REASONS)[number];

/** Whether declining a request for this reason blocks its dates (decline only: renters share `other`). */
export function declineBlocksDates(reason: string | undefined): reason is UnavailabilityDeclineReason {
  return reason !== undefined && (UNAVAILABLE_DECLINE_REASONS as readonly string[]).includes(reason);
}

export type OwnerCancellationReason = (typeof OWNER_CANCELLATION_REASONS)[number];
export type RenterWithdrawReason = (typeof RENTER_WITHDRAW_REASONS)[number];
export type RenterCancellationReason = (typeof RENTER_CANCELLATION_REASONS)[number];
export type SystemCancellationReason = (typeof SYSTEM_CANCELLATION_REASONS)[number];
