import * as v from 'valibot';
import { firstPasswordProblem, isValidName, passwordsMatch, type PasswordProblem } from '@/entities/user';
import { isMarketCountry } from '@/shared/config';

/** Error codes of the sign-up form; the form words them. Password problems come as `password:<problem>`. */
export type SignUpFieldError =
  | 'first_name_required'
  | 'last_name_required'
  | 'name_characters'
  | 'email_required'
  | 'email_invalid'
  | 'password_required'
  | `password:${PasswordProblem}`
  | 'passwords_mismatch'
  | 'country_required'
  | 'country_not_supported'
  | 'organization_name_required'
  | 'organization_number_required'
  | 'campaign_code_format'
  | 'terms_required';

const name = (required: SignUpFieldError) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty<string, SignUpFieldError>(required), v.check<string, SignUpFieldError>(isValidName, 'name_characters'));

/** A campaign code is letters, digits and hyphens; whether it is valid only the API knows (002 §5). */
const CAMPAIGN_CODE = /^[A-Za-z0-9-]{0,32}$/;

export const signUpSchema = v.pipe(
  v.object({
    role: v.picklist(['renter', 'owner']),
    firstName: name('first_name_required'),
    lastName: name('last_name_required'),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty<string, SignUpFieldError>('email_required'), v.email<string, SignUpFieldError>('email_invalid')),
    password: v.pipe(
      v.string(),
      v.nonEmpty<string, SignUpFieldError>('password_required'),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const problem = firstPasswordProblem(dataset.value);
        if (problem) addIssue({ message: `password:${problem}` satisfies SignUpFieldError });
      }),
    ),
    passwordConfirmation: v.string(),
    country: v.pipe(
      v.string(),
      v.nonEmpty<string, SignUpFieldError>('country_required'),
      // 002 §5: "Registration supported only for users from supported residence countries".
      // The spec does not list them; they are the markets, as the API checks them.
      v.check<string, SignUpFieldError>(isMarketCountry, 'country_not_supported'),
    ),
    isOrganization: v.boolean(),
    organizationName: v.pipe(v.string(), v.trim()),
    organizationNumber: v.pipe(v.string(), v.trim()),
    campaignCode: v.pipe(v.string(), v.trim(), v.regex<string, SignUpFieldError>(CAMPAIGN_CODE, 'campaign_code_format')),
    acceptTerms: v.pipe(v.boolean(), v.check<boolean, SignUpFieldError>((accepted) => accepted, 'terms_required')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => passwordsMatch(input.password, input.passwordConfirmation),
      'passwords_mismatch' satisfies SignUpFieldError,
    ),
    ['passwordConfirmation'],
  ),
  v.forward(
    v.partialCheck(
      [['isOrganization'], ['organizationName']],
      (input) => !input.isOrganization || input.organizationName !== '',
      'organization_name_required' satisfies SignUpFieldError,
    ),
    ['organizationName'],
  ),
  v.forward(
    v.partialCheck(
      [['isOrganization'], ['organizationNumber']],
      (input) => !input.isOrganization || input.organizationNumber !== '',
      'organization_number_required' satisfies SignUpFieldError,
    ),
    ['organizationNumber'],
  ),
);

export type SignUpInput = v.InferInput<typeof signUpSchema>;
export type SignUpValues = v.InferOutput<typeof signUpSchema>;
