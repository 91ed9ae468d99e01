import type { SignUpValues } from './sign-up-schema';

/** An API refusal of the sign-up (002 §8): on a field when it is about one, else for the form. */
export type RegisterFailure =
  | { field: keyof SignUpValues; code: RegisterFieldFailure }
  | {
      field?: undefined;
      code: 'too_many_attempts' | 'check_details' | 'generic';
      /** `validation_failed` names the fields it refused: each with the error code to show next to it. */
      fields?: Partial<Record<keyof SignUpValues, string>>;
    };

export type RegisterFieldFailure =
  | 'email_already_registered'
  | 'owner_email_cannot_be_renter'
  | 'invalid_campaign_code'
  | 'country_of_residence_not_supported'
  | 'terms_not_accepted';

const FORM_FIELDS: readonly (keyof SignUpValues)[] = [
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

/** The form's own words for a field the API refused (its messages are not translated); the rest get "check this field". */
const REFUSED_FIELD_CODES: Partial<Record<keyof SignUpValues, string>> = {
  firstName: 'name_characters',
  lastName: 'name_characters',
  organizationName: 'name_characters',
  email: 'email_invalid',
  country: 'country_not_supported',
  campaignCode: 'campaign_code_format',
  acceptTerms: 'terms_required',
};

const isFormField = (key: string): key is keyof SignUpValues => (FORM_FIELDS as readonly string[]).includes(key);

export function registerFailureOf(slug: string | undefined, fieldErrors: Record<string, string[]> = {}): RegisterFailure {
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
    case 'validation_failed': {
      const refused = Object.keys(fieldErrors).filter(isFormField);
      if (refused.length === 0) return { code: 'check_details' };
      return { code: 'check_details', fields: Object.fromEntries(refused.map((field) => [field, REFUSED_FIELD_CODES[field] ?? 'field_refused'])) };
    }
    default:
      return { code: 'generic' };
  }
}
