import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';
import type { HandoverBlocker, HandoverFieldError } from './handover';

/** Why a check-in or check-out cannot go ahead yet, as its page says it. */
export const handoverBlockerLabel = defineLabels<HandoverBlocker>({
  not_open: msg`Check-in opens on the first day of the trip.`,
  not_paid_in_full: msg`The booking must be paid in full, deposit included, before check-in.`,
  id_not_verified: msg`The renter must verify their ID before check-in.`,
  not_checked_in: msg`Check-out is possible once the check-in is complete.`,
});

/** A handover field's error, next to the field. */
export const handoverFieldErrorLabel = defineLabels<HandoverFieldError>({
  required: msg`Enter the mileage.`,
  not_whole: msg`Enter the mileage in whole kilometres.`,
  negative: msg`The mileage cannot be negative.`,
  too_high: msg`That mileage is too high.`,
  below_checkin: msg`The mileage cannot be below the check-in mileage.`,
  fuel_required: msg`Choose the fuel level.`,
  id_last_four_length: msg`Enter exactly four characters.`,
  licence_not_checked: msg`Check the driving licence before you go on.`,
  deposit_not_confirmed: msg`Confirm that you received the deposit in cash.`,
});
