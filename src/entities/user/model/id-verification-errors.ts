import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';

/** The ID verification errors of 001 §8 and 002 §8, by the API's slug; `id_verification_failed` is the default. */
export type IdVerificationErrorSlug =
  | 'id_verification_invalid_address'
  | 'id_verification_invalid_date_of_birth'
  | 'id_verification_invalid_email'
  | 'id_verification_invalid_first_name'
  | 'id_verification_invalid_last_name'
  | 'id_verification_invalid_phone'
  | 'id_verification_invalid_post_code'
  | 'id_verification_invalid_mobile_or_birth_date'
  | 'social_security_number_not_shared'
  | 'eid_name_mismatch'
  | 'id_verification_failed';

export const idVerificationErrorLabel = defineLabels<IdVerificationErrorSlug>({
  id_verification_invalid_address: msg`The address in your profile does not match your ID. Correct it in your profile and try again.`,
  id_verification_invalid_date_of_birth: msg`The date of birth in your profile does not match your ID. Correct it in your profile and try again.`,
  id_verification_invalid_email: msg`Your e-mail address could not be verified. Check it in your profile and try again.`,
  id_verification_invalid_first_name: msg`The first name in your profile does not match your ID. Correct it in your profile and try again.`,
  id_verification_invalid_last_name: msg`The last name in your profile does not match your ID. Correct it in your profile and try again.`,
  id_verification_invalid_phone: msg`Your phone number could not be verified. Check it in your profile and try again.`,
  id_verification_invalid_post_code: msg`The post code in your profile does not match your ID. Correct it in your profile and try again.`,
  id_verification_invalid_mobile_or_birth_date: msg`Your mobile number or date of birth is wrong. Check both in your profile and try again.`,
  social_security_number_not_shared: msg`You need to share your social security number with us to be verified.`,
  eid_name_mismatch: msg`The name on your e-ID does not match the name in your profile. Correct your name in your profile and try again.`,
  id_verification_failed: msg`Your ID could not be verified.`,
});

const KNOWN = new Set(Object.keys(idVerificationErrorLabel.messages));

/** A refusal's slug as one of the errors above; anything else is the default error. */
export const idVerificationErrorOf = (slug: string | null | undefined): IdVerificationErrorSlug =>
  slug && KNOWN.has(slug) ? (slug as IdVerificationErrorSlug) : 'id_verification_failed';

/**
 * 001 §4, §8: a missing record (`model_not_found`) means "not started yet", not an error; it is
 * neither shown nor reported.
 */
export const isNoRecord = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { slug?: unknown }).slug === 'model_not_found';
