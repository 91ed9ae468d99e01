import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BIRTH_DATE_PROBLEM_MESSAGES,
  CONTACT_INFO_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  PHONE_PROBLEM_MESSAGES,
  POSTAL_CODE_MESSAGE,
} from '@/entities/user';
import { isApiError } from '@/shared/api';
import { ALL_PROFILE_FIELDS, type ProfileField } from './profile-fields';

export interface ProfileSaveFailure {
  message: MessageDescriptor;
  fields: Partial<Record<ProfileField, MessageDescriptor>>;
}

const SAVE_FAILED = msg`Your profile could not be saved. Please try again.`;
const FIELDS_REFUSED = msg`Your profile could not be saved. Check the fields marked below.`;
const FIELD_REFUSED = msg`Check this field.`;

/** What the API's field errors mean, in the form's own words (the API's texts are not translated). */
const REFUSED_FIELD_MESSAGES: Partial<Record<ProfileField, MessageDescriptor>> = {
  firstName: NAME_CHARACTERS_MESSAGE,
  lastName: NAME_CHARACTERS_MESSAGE,
  organizationName: NAME_CHARACTERS_MESSAGE,
  zipCode: POSTAL_CODE_MESSAGE,
  phone: PHONE_PROBLEM_MESSAGES['not-mobile'],
  birthDate: BIRTH_DATE_PROBLEM_MESSAGES['too-young'],
  // The API refuses a too long text too, but the form stops that before sending.
  aboutMe: CONTACT_INFO_MESSAGE,
};

const isProfileField = (key: string): key is ProfileField => (ALL_PROFILE_FIELDS as readonly string[]).includes(key);

/** 002 §8 "save failed", with the fields the API refused marked next to them. */
export function profileSaveFailure(error: unknown): ProfileSaveFailure {
  if (!isApiError(error)) return { message: SAVE_FAILED, fields: {} };
  if (error.slug === 'phone_not_mobile') return { message: FIELDS_REFUSED, fields: { phone: PHONE_PROBLEM_MESSAGES['not-mobile'] } };
  const refused = Object.keys(error.fieldErrors).filter(isProfileField);
  if (refused.length === 0) return { message: SAVE_FAILED, fields: {} };
  return {
    message: FIELDS_REFUSED,
    fields: Object.fromEntries(refused.map((field) => [field, REFUSED_FIELD_MESSAGES[field] ?? FIELD_REFUSED])),
  };
}
