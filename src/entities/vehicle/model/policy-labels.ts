import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type S = components['schemas'];

/**
 * 000 §3 policies and rules of a vehicle. The cancellation policy is the vehicle's (its refund
 * rows are the booking's rule: `refundNoticeLabel` in entities/booking).
 */
export const cancellationPolicyLabel = defineLabels<S['CancellationPolicy']>({
  flex: msg`Flexible`,
  standard: msg`Standard`,
  strict: msg`Strict`,
});

export const bookingMethodLabel = defineLabels<S['BookingMethod']>({
  instant: msg`Instant booking`,
  binding: msg`Booking request`,
  non_binding: msg`Non-binding request`,
});

export const cleaningRulesLabel = defineLabels<S['CleaningRules']>({
  default: msg`Standard cleaning rules`,
  custom: msg`The owner's own cleaning rules`,
});

export const includedDistanceTypeLabel = defineLabels<S['IncludedDistanceType']>({
  per_night: msg`Per night`,
  per_booking: msg`Per booking`,
  unlimited: msg`Unlimited`,
});
