import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type S = components['schemas'];

/** What an owner sees of their vehicle's state (000 §3, §4). */
export const vehicleStatusLabel = defineLabels<S['AssetStatus']>({
  draft: msg`Draft`,
  published: msg`Published`,
  deactivated: msg`Deactivated`,
});

/** Why the platform deactivated a vehicle (000 §8). */
export const vehicleBlockReasonLabel = defineLabels<S['AssetBlockReason']>({
  declined_bookings: msg`Deactivated after too many declined bookings`,
  terms_violation: msg`Deactivated for breaking the terms of use`,
});

/** 000 §3 image views of the vehicle editor. */
export const imageViewLabel = defineLabels<S['AssetImageViewType']>({
  main: msg`Main photo`,
  additional: msg`Additional photo`,
  back_right: msg`Back right`,
  bathroom: msg`Bathroom`,
  kitchen: msg`Kitchen`,
  plan: msg`Floor plan`,
  sitting_area: msg`Sitting area`,
  sleeping_area: msg`Sleeping area`,
  storage_area: msg`Storage area`,
});

/** 000 §3 asset damage: how the damage is compensated. */
export const compensationModeLabel = defineLabels<S['CompensationMode']>({
  none: msg`No compensation`,
  fixed_amount: msg`Fixed amount`,
  pending_amount: msg`Amount to follow`,
  insurance_claim: msg`Insurance claim`,
});

export const damageImageTypeLabel = defineLabels<S['DamageImageType']>({
  overview: msg`Overview`,
  closeup: msg`Close-up`,
});
