import type { SignUpValues } from './sign-up-schema';

/** An API refusal of the sign-up (002 §8): on a field when it is about one, else for the form. */
export type RegisterFailure =
  | { field: keyof SignUpValues; code: RegisterFieldFailure }
  | { field?: undefined; code: 'too_many_attempts' | 'check_details' | 'generic' };

export type RegisterFieldFailure =
  | 'email_already_registered'
  | 'owner_email_cannot_be_renter'
  | 'invalid_campaign_code'
  | 'country_of_residence_not_supported'
  | 'terms_not_accepted';

export function registerFailureOf(slug: string | undefined): RegisterFailure {
  switch (slug) {
    case 'email_already_registered':
    case 'owner_email_cannot_be_renter':
      return { field: 'email', code: slug };
    case 'invalid_campaign_code':
      return { field: 'campaignCode', code: slug };
    case 'country_of_residence_not_supported':
      return { field: 'country', code: slug };
    case 'terms_not_accepted':
      return { field: 'acceptTerms', code: slug };
    case 'too_many_attempts':
    case 'http_429':
      return { code: 'too_many_attempts' };
    case 'validation_failed':
      return { code: 'check_details' };
    default:
      return { code: 'generic' };
  }
}
