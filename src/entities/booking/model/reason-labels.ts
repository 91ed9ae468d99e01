import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';
import type { OwnerCancellationReason, RenterCancellationReason, RenterWithdrawReason, SystemCancellationReason } from './cancellation-reasons';

export type CancellationReason = OwnerCancellationReason | RenterWithdrawReason | RenterCancellationReason | SystemCancellationReason;

/** Every reason list of 001 §9 (owner decline or cancel, renter withdraw, renter cancel) and the system's two, as the dialogs word them. */
export const cancellationReasonLabel = defineLabels<CancellationReason>({
  already_rented_out: msg`The vehicle is already rented out`,
  own_use: msg`I need the vehicle myself`,
  damaged: msg`The vehicle is damaged`,
  uncomfortable_with_renter: msg`I am not comfortable with the renter`,
  waiting_for_better_offer: msg`I am waiting for a better offer`,
  selling_the_vehicle: msg`I am selling the vehicle`,
  winter_storage: msg`The vehicle is in winter storage`,
  have_a_better_offer: msg`I have a better offer`,
  plans_changed: msg`My plans changed`,
  uncomfortable_with_owner: msg`I am not comfortable with the owner`,
  vehicle_not_up_to_expectations: msg`The vehicle does not meet my expectations`,
  owner_declined_in_messages_not_available: msg`The owner told me the vehicle is not available`,
  owner_decline_in_messages_damaged: msg`The owner told me the vehicle is damaged`,
  no_response_from_owner: msg`The owner did not respond`,
  sickness: msg`Sickness`,
  bought_my_own: msg`I bought my own vehicle`,
  other: msg`Other`,
  failed_hold_payment: msg`The payment could not be reserved`,
  id_verification_expired: msg`The ID verification was not completed in time`,
});
