import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type S = components['schemas'];

/** The booking events of 001 §4 as the history lists them. */
export const bookingEventLabel = defineLabels<S['BookingEventType']>({
  created: msg`Booking requested`,
  accepted_by_owner: msg`Accepted by the owner`,
  canceled_by_owner: msg`Cancelled by the owner`,
  canceled_by_renter: msg`Cancelled by the renter`,
  canceled_by_system: msg`Cancelled by the system`,
  change_request_created: msg`Change of dates requested`,
  change_request_accepted: msg`Change of dates accepted`,
  change_request_denied: msg`Change of dates declined`,
  change_request_cancelled: msg`Change of dates withdrawn`,
  installment_paid: msg`Payment received`,
  deposit_reserved: msg`Deposit reserved`,
  deposit_paid: msg`Deposit paid`,
  deposit_captured: msg`Deposit captured`,
  deposit_released: msg`Deposit released`,
  deposit_partially_released: msg`Deposit partly released`,
  checkin_completed: msg`Check-in completed`,
  checkout_completed: msg`Check-out completed`,
  completed_with_deposit: msg`Completed with deposit`,
  completed_without_deposit: msg`Completed without deposit`,
  additional_driver_purchased: msg`Additional driver added`,
  deductible_reduction_purchased: msg`Deductible reduction bought`,
  insurance_purchased: msg`Insurance bought`,
  young_driver_insurance_purchased: msg`Young driver insurance bought`,
  international_protection_purchased: msg`Travel abroad protection bought`,
  insurance_upgraded: msg`Insurance upgraded`,
});

/** Who did something to a booking: an event's actor, or who cancelled it. */
export const bookingPartyLabel = defineLabels<NonNullable<S['BookingHistoryEvent']['actor'] | S['Booking']['canceledBy']>>({
  renter: msg`Renter`,
  owner: msg`Owner`,
  system: msg`Automatically`,
  admin: msg`Support`,
  support: msg`Support`,
});

/** The actions of 001 §4 by the buttons that start them. */
export const bookingActionLabel = defineLabels<S['BookingActionType']>({
  accept: msg`Accept`,
  decline: msg`Decline`,
  withdraw: msg`Withdraw request`,
  cancel: msg`Cancel booking`,
  extend_response_time: msg`Extend by 72 hours`,
  request_checkin_update: msg`Ask for changes to the check-in`,
  request_checkout_update: msg`Ask for changes to the check-out`,
  confirm_cash_deposit_paid: msg`Confirm the cash deposit was paid`,
  confirm_cash_deposit_refunded: msg`Confirm the cash deposit was returned`,
});

const DECLINED_BY_OWNER = msg`Declined by the owner`;

/**
 * An event as a booking's history reads it: the owner's cancellation of a request never accepted
 * is the request being declined (#23 point 8), as the booking's status says.
 */
export function historyEventLabel(
  i18n: Parameters<typeof bookingEventLabel>[0],
  events: readonly { type: S['BookingEventType']; occurredAt: string }[],
  event: { type: S['BookingEventType']; occurredAt: string },
): string {
  if (event.type !== 'canceled_by_owner') return bookingEventLabel(i18n, event.type);
  const acceptedBefore = events.some((e) => e.type === 'accepted_by_owner' && e.occurredAt <= event.occurredAt);
  return acceptedBefore ? bookingEventLabel(i18n, event.type) : i18n._(DECLINED_BY_OWNER);
}
