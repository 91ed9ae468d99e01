import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PasswordProblem } from './profile-validation-password';
import type { PhoneProblem } from './profile-validation-phone';
import type { BirthDateProblem } from './profile-validation';

/**
 * The words for the rules of 002 §5, kept beside the rules so every form that checks a
 * password or a profile field says the same thing. Render with `i18n._(descriptor)`.
 */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, MessageDescriptor> = {
  'too-short': msg`Use at least 8 characters.`,
  'no-uppercase': msg`Add an uppercase letter (A–Z).`,
  'no-lowercase': msg`Add a lowercase letter (a–z).`,
  'no-digit': msg`Add a digit (0–9).`,
};

export const PASSWORD_RULE_MESSAGE = msg`At least 8 characters with an uppercase letter, a lowercase letter and a digit.`;
export const PASSWORD_MISMATCH_MESSAGE = msg`The passwords do not match.`;

export const PHONE_PROBLEM_MESSAGES: Record<PhoneProblem, MessageDescriptor> = {
  invalid: msg`Enter a valid phone number for the country you chose, or start it with its country code.`,
  'unlisted-country': msg`Enter a phone number from one of the countries in the country list.`,
  'not-mobile': msg`This phone number is not a mobile number.`,
};

export const BIRTH_DATE_PROBLEM_MESSAGES: Record<BirthDateProblem, MessageDescriptor> = {
  invalid: msg`Enter a valid date.`,
  future: msg`The birth date cannot be in the future.`,
  'before-1900': msg`Enter a birth date in 1900 or later.`,
  'too-young': msg`You must be at least 18 years old.`,
};

export const NAME_CHARACTERS_MESSAGE = msg`Use letters, spaces and - ' & . + only.`;
export const POSTAL_CODE_MESSAGE = msg`Enter a postal code such as 123 45 or SE-123 45.`;
export const CONTACT_INFO_MESSAGE = msg`Leave out e-mail addresses and other contact details.`;
export const URL_MESSAGE = msg`Enter a full address starting with http:// or https://.`;
