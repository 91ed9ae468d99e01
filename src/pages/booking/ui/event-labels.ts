import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '@/shared/api';

/** The booking events of 001 §4 as the history lists them. */
export const EVENT_LABELS: Record<components['schemas']['BookingEventType'], MessageDescriptor> = {
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
  international_protection_purchased: msg`International protection bought`,
  insurance_upgraded: msg`Insurance upgraded`,
};

/**
 * An event as the history reads it: the owner's cancellation of a request never accepted is
 * the request being declined (#23 point 8), as its status says.
 */
export function eventLabel(events: readonly { type: keyof typeof EVENT_LABELS; occurredAt: string }[], event: { type: keyof typeof EVENT_LABELS; occurredAt: string }): MessageDescriptor {
  if (event.type !== 'canceled_by_owner') return EVENT_LABELS[event.type];
  const acceptedBefore = events.some((e) => e.type === 'accepted_by_owner' && e.occurredAt <= event.occurredAt);
  return acceptedBefore ? EVENT_LABELS.canceled_by_owner : DECLINED;
}

const DECLINED = msg`Declined by the owner`;
