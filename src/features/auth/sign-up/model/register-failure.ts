import type { SignUpValues } from './sign-up-schema';

/** The sign-up form's fields in the order it shows them: the API's refusals land on them. */
export const SIGN_UP_FIELDS: readonly (keyof SignUpValues)[] = [
  'role',
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
  'country',
  'isOrganization',
  'organizationName',
  'organizationNumber',
  'campaignCode',
  'acceptTerms',
];

/** Refusals of the sign-up (002 §8) that are about one field, by their slug. */
export const REGISTER_FIELD_SLUGS = {
  email_already_registered: 'email',
  owner_email_cannot_be_renter: 'email',
  invalid_campaign_code: 'campaignCode',
  country_of_residence_not_supported: 'country',
  terms_not_accepted: 'acceptTerms',
} as const satisfies Record<string, keyof SignUpValues>;

export type RegisterFieldFailure = keyof typeof REGISTER_FIELD_SLUGS;

/** The refusals of the sign-up no field shows, worded for the whole form. */
export type RegisterFormFailure = 'too_many_attempts' | 'check_details' | 'generic';

export function registerFormFailure(slug: string): RegisterFormFailure {
  switch (slug) {
    case 'too_many_attempts':
    case 'http_429':
      return 'too_many_attempts';
    case 'validation_failed':
      return 'check_details';
    default:
      return 'generic';
  }
}
