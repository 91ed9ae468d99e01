import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';
import type { ExtraCostFieldError } from '@/entities/booking';

/** An extra charge's or discount's field error, next to the field. */
export const extraCostFieldErrorLabel = defineLabels<ExtraCostFieldError>({
  category_required: msg`Choose what the charge is for.`,
  amount_required: msg`Enter the amount.`,
  amount_invalid: msg`Enter the amount as a number, such as 250 or 250.50.`,
  amount_zero: msg`The amount must be more than 0.`,
  amount_above_charges: msg`The discount cannot be more than the extra charges.`,
  description_required: msg`Describe what it is for.`,
  description_too_long: msg`The description is too long.`,
});
