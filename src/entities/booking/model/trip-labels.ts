import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type S = components['schemas'];

/** 001 §3 extra charges after a trip. */
export const extraChargeCategoryLabel = defineLabels<S['ExtraChargeCategory']>({
  damage: msg`Damage`,
  equipment: msg`Equipment`,
  addon: msg`Add-on`,
  extra_distance: msg`Extra distance`,
  road_toll: msg`Road toll`,
  fuel: msg`Fuel`,
  other: msg`Other`,
});

export const extraChargeStatusLabel = defineLabels<NonNullable<S['ExtraCharge']['status']>>({
  pending: msg`Pending`,
  approved: msg`Approved`,
  paid: msg`Paid`,
  deducted_from_deposit: msg`Deducted from the deposit`,
  canceled: msg`Cancelled`,
});

/** Check-in and check-out photos (001 §4). */
export const bookingImageTypeLabel = defineLabels<S['BookingImageType']>({
  front: msg`Front view`,
  back: msg`Rear view`,
  left: msg`Left side`,
  right: msg`Right side`,
  interior: msg`Interior`,
  odometer: msg`Odometer`,
  fuel_gauge: msg`Fuel gauge`,
  damage: msg`Damage`,
  other: msg`Other`,
});

export const handoverPhaseLabel = defineLabels<NonNullable<S['BookingImage']['phase']>>({
  checkin: msg`Check-in`,
  checkout: msg`Check-out`,
});

export const additionalDriverImageLabel = defineLabels<S['AdditionalDriverImageType']>({
  driving_license_front: msg`Driving licence, front`,
  driving_license_back: msg`Driving licence, back`,
});

/** The booking's insurance policy and a claim under it. */
export const insurancePolicyStatusLabel = defineLabels<NonNullable<S['InsurancePolicy']['status']>>({
  pending: msg`Not active yet`,
  active: msg`Active`,
  expired: msg`Expired`,
  canceled: msg`Cancelled`,
});

export const insuranceClaimStatusLabel = defineLabels<NonNullable<S['InsuranceClaim']['status']>>({
  noclaim: msg`No claim`,
  draft: msg`Draft`,
  submitted: msg`Submitted`,
  in_review: msg`In review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  closed: msg`Closed`,
});
