import { msg } from '@lingui/core/macro';
import {
  BIRTH_DATE_PROBLEM_MESSAGES,
  CONTACT_INFO_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  PHONE_PROBLEM_MESSAGES,
  POSTAL_CODE_MESSAGE,
} from '@/entities/user';
import type { FieldRefusals } from '@/shared/lib/flow';
import type { ProfileField } from './profile-fields';

/** 002 §8 "save failed": with nothing marked, and with the refused fields marked below. */
export const SAVE_FAILED = msg`Your profile could not be saved. Please try again.`;
export const FIELDS_REFUSED = msg`Your profile could not be saved. Check the fields marked below.`;

/** The API's refusals of a profile in the form's own words (the API's texts are not translated), for the fields the form shows. */
export const profileRefusals = (fields: readonly ProfileField[]): FieldRefusals<ProfileField> => ({
  fields,
  slugs: { phone_not_mobile: { field: 'phone', message: PHONE_PROBLEM_MESSAGES['not-mobile'] } },
  messages: {
    firstName: NAME_CHARACTERS_MESSAGE,
    lastName: NAME_CHARACTERS_MESSAGE,
    organizationName: NAME_CHARACTERS_MESSAGE,
    zipCode: POSTAL_CODE_MESSAGE,
    phone: PHONE_PROBLEM_MESSAGES['not-mobile'],
    birthDate: BIRTH_DATE_PROBLEM_MESSAGES['too-young'],
    // The API refuses a too long text too, but the form stops that before sending.
    aboutMe: CONTACT_INFO_MESSAGE,
  },
});
