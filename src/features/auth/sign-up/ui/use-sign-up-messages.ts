import { useLingui } from '@lingui/react/macro';
import { NAME_CHARACTERS_MESSAGE, PASSWORD_MISMATCH_MESSAGE, PASSWORD_PROBLEM_MESSAGES } from '@/entities/user';
import type { SignUpFieldError, SignUpValues } from '../model/sign-up-schema';
import type { RegisterFieldFailure, RegisterFormFailure } from '../model/register-failure';

/** The words for every error the sign-up form can show, field rules and API refusals alike. */
export function useSignUpMessages() {
  const { t, i18n } = useLingui();

  const field: Record<Exclude<SignUpFieldError, `password:${string}`>, string> = {
    first_name_required: t`Enter your first name.`,
    last_name_required: t`Enter your last name.`,
    name_characters: i18n._(NAME_CHARACTERS_MESSAGE),
    email_required: t`Enter your e-mail address.`,
    email_invalid: t`Enter an e-mail address such as name@example.com.`,
    password_required: t`Choose a password.`,
    passwords_mismatch: i18n._(PASSWORD_MISMATCH_MESSAGE),
    country_required: t`Choose your country of residence.`,
    country_not_supported: t`Country of residence not supported. You can sign up if you live in Sweden, Norway, Finland, Denmark, Germany, Austria, Switzerland or Liechtenstein.`,
    organization_name_required: t`Enter the company name.`,
    organization_number_required: t`Enter the company registration number.`,
    campaign_code_format: t`A campaign code has only letters, digits and hyphens.`,
    terms_required: t`Accept the user terms to create your account.`,
  };

  const refusal: Record<RegisterFieldFailure, string> = {
    email_already_registered: t`This e-mail address is already registered. Log in instead, or use another address.`,
    owner_email_cannot_be_renter: t`This e-mail address belongs to an owner account and cannot be used to sign up as a renter.`,
    invalid_campaign_code: t`This campaign code is not valid. Check it, or leave the field empty.`,
    country_of_residence_not_supported: t`Country of residence not supported.`,
    terms_not_accepted: t`Accept the user terms to create your account.`,
  };

  /** The form's words for a field the API refused (its own messages are not translated); others get the generic words. */
  const refusedField: Partial<Record<keyof SignUpValues, string>> = {
    firstName: field.name_characters,
    lastName: field.name_characters,
    organizationName: field.name_characters,
    email: field.email_invalid,
    country: field.country_not_supported,
    campaignCode: field.campaign_code_format,
    acceptTerms: field.terms_required,
  };

  const form: Record<RegisterFormFailure, string> = {
    too_many_attempts: t`Too many attempts. Wait a few minutes, then try again.`,
    check_details: t`Some details were not accepted. Check the form and try again.`,
    generic: t`Something went wrong and your account was not created. Please try again.`,
  };

  /** A field's error text: the schema's codes are worded here; the API's refusals come in the form's words already. */
  const fieldError = (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (message.startsWith('password:')) {
      const problem = message.slice('password:'.length) as keyof typeof PASSWORD_PROBLEM_MESSAGES;
      return PASSWORD_PROBLEM_MESSAGES[problem] ? i18n._(PASSWORD_PROBLEM_MESSAGES[problem]) : message;
    }
    return field[message as keyof typeof field] ?? message;
  };

  return { fieldError, refusal, refusedField, form, fieldRefusalSummary: t`Your account was not created. Check the field marked below.` };
}
