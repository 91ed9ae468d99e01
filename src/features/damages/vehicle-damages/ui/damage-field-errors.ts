import { msg } from '@lingui/core/macro';
import type { DamageFieldError } from '@/entities/vehicle';
import { defineLabels } from '@/shared/lib/labels';

/** A damage's field error, next to its field (001 §5). */
export const damageFieldErrorLabel = defineLabels<DamageFieldError>({
  location_required: msg`Say where on the vehicle the damage is.`,
  location_too_long: msg`The location is too long (at most 255 characters).`,
  description_required: msg`Describe the damage.`,
  description_too_long: msg`The description is too long (at most 5,000 characters).`,
  course_required: msg`Say how the damage happened.`,
  course_too_long: msg`The course of events is too long (at most 5,000 characters).`,
  mode_required: msg`Choose how the damage is compensated.`,
  amount_required: msg`Enter the amount.`,
  amount_invalid: msg`Enter the amount as a number, such as 250 or 250.50.`,
  amount_zero: msg`The amount must be more than 0.`,
  amount_after_deadline: msg`The deadline for the amount has passed: the deposit is returned to the renter.`,
});
