import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '@/shared/api';

/** What a refused extra charge or discount says; the form keeps what was typed for the retry. */
export function extraCostFailure(error: unknown): { message: MessageDescriptor; final: boolean } {
  const slug = isApiError(error) ? error.slug : undefined;
  if (slug === 'extra_charges_not_allowed') return { message: msg`Extra charges can no longer be added to this booking.`, final: true };
  if (slug === 'extra_charge_discount_too_high') return { message: msg`The discount cannot be more than the extra charges.`, final: false };
  return { message: msg`It could not be saved. What you typed is kept; please try again.`, final: false };
}
