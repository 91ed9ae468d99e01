import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Failure } from '@/shared/lib/flow';
import { CONTACT_INFO, LOCATION_NOT_FOUND, MASS_TOO_HIGH, MODEL_YEAR_IN_FUTURE, MODEL_YEAR_TOO_OLD, PLATE_USED, type EditorField } from './field-problems';

const NOT_ACCEPTED = msg`This value was not accepted.`;

/** 000 §5, §8 refusals that are about one field, by their slug. */
const BY_SLUG: Readonly<Record<string, { field: EditorField; message: MessageDescriptor }>> = {
  model_year_in_future: { field: 'modelYear', message: MODEL_YEAR_IN_FUTURE },
  model_year_too_old: { field: 'modelYear', message: MODEL_YEAR_TOO_OLD },
  registration_number_used: { field: 'licensePlate', message: PLATE_USED },
  contact_info_not_allowed: { field: 'description', message: CONTACT_INFO },
  location_not_found: { field: 'location', message: LOCATION_NOT_FOUND },
  maximum_authorized_mass_too_high: { field: 'maximumAuthorizedMass', message: MASS_TOO_HIGH },
};

/**
 * The API's refusal read for a step: its fields' messages, and whether anything is left for the
 * step's alert. The same reading as `fieldErrorsOf` in shared/lib/flow, kept here because
 * importing that module into the editor's chunk split it out of the chunk every account page
 * loads, and those pages were at their 180 KB budget (docs/decisions.md, #18).
 */
export function refusedFields(failure: Failure, fields: readonly EditorField[]): { errors: Partial<Record<EditorField, MessageDescriptor>>; rest: boolean } {
  const errors: Partial<Record<EditorField, MessageDescriptor>> = {};
  const bySlug = BY_SLUG[failure.slug];
  if (bySlug && fields.includes(bySlug.field)) errors[bySlug.field] = bySlug.message;
  let unshown = false;
  for (const name of Object.keys(failure.fields ?? {})) {
    const field = fields.find((candidate) => candidate === name);
    if (field === undefined) unshown = true;
    // Contact details are refused in any free text (the description, the owner's cleaning rules).
    else errors[field] ??= failure.slug === 'contact_info_not_allowed' ? CONTACT_INFO : NOT_ACCEPTED;
  }
  const said = Object.keys(errors).length > 0 && (bySlug !== undefined || failure.slug === 'validation_failed');
  return { errors, rest: unshown || !said };
}
