import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  BIRTH_DATE_PROBLEM_MESSAGES,
  CONTACT_INFO_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  PHONE_PROBLEM_MESSAGES,
  POSTAL_CODE_MESSAGE,
  PROFILE_COUNTRIES,
  birthDateProblem,
  holdsContactInfo,
  isValidName,
  isValidPostalCode,
  type PhoneRules,
} from '@/entities/user';
import { ABOUT_ME_MAX_LENGTH, GENDERS, type ProfileField, type ProfileFormValues } from './profile-fields';

export const REQUIRED_MESSAGE = msg`This field is required.`;
export const ABOUT_ME_LENGTH_MESSAGE = msg`Write at most 500 characters.`;

type Translate = (message: MessageDescriptor) => string;
type FieldSchema = v.GenericSchema<string, string>;

function fieldSchema(field: ProfileField, translate: Translate, today: string): FieldSchema {
  const required = v.pipe(v.string(), v.trim(), v.nonEmpty(translate(REQUIRED_MESSAGE)));
  switch (field) {
    case 'firstName':
    case 'lastName':
    case 'organizationName':
      return v.pipe(required, v.check(isValidName, translate(NAME_CHARACTERS_MESSAGE)));
    case 'zipCode':
      return v.pipe(required, v.check(isValidPostalCode, translate(POSTAL_CODE_MESSAGE)));
    case 'birthDate':
      return v.pipe(
        required,
        v.rawCheck(({ dataset, addIssue }) => {
          const problem = dataset.typed ? birthDateProblem(dataset.value, today) : undefined;
          if (problem) addIssue({ message: translate(BIRTH_DATE_PROBLEM_MESSAGES[problem]) });
        }),
      );
    case 'gender':
      return v.picklist(GENDERS, translate(REQUIRED_MESSAGE)) as FieldSchema;
    case 'country':
      return v.picklist(PROFILE_COUNTRIES, translate(REQUIRED_MESSAGE)) as FieldSchema;
    case 'aboutMe':
      // Optional free text (002 §5: no contact information).
      return v.pipe(
        v.string(),
        v.maxLength(ABOUT_ME_MAX_LENGTH, translate(ABOUT_ME_LENGTH_MESSAGE)),
        v.check((text) => !holdsContactInfo(text), translate(CONTACT_INFO_MESSAGE)),
      );
    default:
      return required;
  }
}

/**
 * The rules of 002 §5 for the fields the form shows. The phone is checked against the
 * country, so that check runs once both are filled in, and its message lands on the phone.
 */
export function profileSchema(
  fields: readonly ProfileField[],
  translate: Translate,
  today: string,
  { phoneProblem }: Pick<PhoneRules, 'phoneProblem'>,
): v.GenericSchema<ProfileFormValues, ProfileFormValues> {
  const entries = Object.fromEntries(fields.map((field) => [field, fieldSchema(field, translate, today)]));
  const object = v.looseObject(entries);
  if (!fields.includes('phone')) return object as unknown as v.GenericSchema<ProfileFormValues, ProfileFormValues>;
  const withPhone = v.pipe(
    object,
    v.forward(
      v.partialCheck(
        [['phone'], ['country']],
        (input: Record<string, unknown>) => phoneProblem(String(input['phone'] ?? ''), String(input['country'] ?? '')) === undefined,
        (issue) => {
          const input = issue.input as Record<string, unknown>;
          const problem = phoneProblem(String(input['phone'] ?? ''), String(input['country'] ?? '')) ?? 'invalid';
          return translate(PHONE_PROBLEM_MESSAGES[problem]);
        },
      ),
      ['phone'],
    ),
  );
  return withPhone as unknown as v.GenericSchema<ProfileFormValues, ProfileFormValues>;
}
