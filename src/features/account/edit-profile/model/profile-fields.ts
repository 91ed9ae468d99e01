import { normalizeName, normalizePostalCode, type CurrentUser, type PhoneRules } from '@/entities/user';
import type { UserUpdate } from '../api/update-profile';

/** The profile form's fields; all mandatory (002 §5), the organisation's two only for organisations. */
export const PERSONAL_FIELDS = ['firstName', 'lastName', 'birthDate', 'gender'] as const;
export const ADDRESS_FIELDS = ['country', 'street', 'houseNumber', 'zipCode', 'city', 'state'] as const;
export const CONTACT_FIELDS = ['phone'] as const;
export const ORGANISATION_FIELDS = ['organizationName', 'organizationNumber'] as const;
/** The renter's presentation to owners: optional, so it never makes a profile incomplete. */
export const PRESENTATION_FIELDS = ['aboutMe'] as const;
export const OPTIONAL_FIELDS: readonly ProfileField[] = PRESENTATION_FIELDS;
/** The contract's limit (User.aboutMe). */
export const ABOUT_ME_MAX_LENGTH = 500;

export type ProfileField =
  | (typeof PERSONAL_FIELDS)[number]
  | (typeof ADDRESS_FIELDS)[number]
  | (typeof CONTACT_FIELDS)[number]
  | (typeof ORGANISATION_FIELDS)[number]
  | (typeof PRESENTATION_FIELDS)[number];

export const ALL_PROFILE_FIELDS: readonly ProfileField[] = [...PERSONAL_FIELDS, ...ADDRESS_FIELDS, ...CONTACT_FIELDS, ...ORGANISATION_FIELDS, ...PRESENTATION_FIELDS];

export type Gender = NonNullable<UserUpdate['gender']>;
export const GENDERS: readonly Gender[] = ['female', 'male', 'other'];

/** What the form holds: text as typed; the gender is empty until chosen. */
export type ProfileFormValues = Record<Exclude<ProfileField, 'gender'>, string> & { gender: Gender | '' };

/** Which fields the form shows: `all` for the profile page, `missing` for an onboarding step that asks only for what is lacking. */
export type ProfileFieldSelection = 'all' | 'missing';

const isOrganisationField = (field: ProfileField) => (ORGANISATION_FIELDS as readonly string[]).includes(field);
const isPresentationField = (field: ProfileField) => (PRESENTATION_FIELDS as readonly string[]).includes(field);

/** The organisation's fields only for organisations; "about me" only for renters (owners present their vehicles). */
export function profileFieldsOf(user: CurrentUser): ProfileField[] {
  return ALL_PROFILE_FIELDS.filter(
    (field) => (!isOrganisationField(field) || Boolean(user.isOrganization)) && (!isPresentationField(field) || user.role === 'renter'),
  );
}

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/**
 * The fields a user still lacks. The phone is read in the country's numbering plan, so a
 * missing phone brings the country along to check it against.
 */
export function missingProfileFields(user: CurrentUser): ProfileField[] {
  const fields = profileFieldsOf(user);
  const missing = new Set(fields.filter((field) => !OPTIONAL_FIELDS.includes(field) && isBlank(user[field])));
  if (missing.has('phone')) missing.add('country');
  // The optional "about me" comes along while something else is asked for (the renter's "about me" step),
  // and never keeps a complete profile from counting as complete.
  if (missing.size > 0) for (const field of fields.filter((f) => OPTIONAL_FIELDS.includes(f))) missing.add(field);
  return ALL_PROFILE_FIELDS.filter((field) => missing.has(field));
}

export function selectProfileFields(user: CurrentUser, selection: ProfileFieldSelection): ProfileField[] {
  return selection === 'all' ? profileFieldsOf(user) : missingProfileFields(user);
}

export function valuesFromUser(user: CurrentUser, { formatPhone }: Pick<PhoneRules, 'formatPhone'>): ProfileFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    birthDate: text(user.birthDate),
    gender: user.gender ?? '',
    country: text(user.country),
    street: text(user.street),
    houseNumber: text(user.houseNumber),
    zipCode: text(user.zipCode),
    city: text(user.city),
    state: text(user.state),
    phone: formatPhone(user.phone),
    organizationName: text(user.organizationName),
    organizationNumber: text(user.organizationNumber),
    aboutMe: text(user.aboutMe),
  };
}

/** The PUT /me payload: the shown fields, tidied the way the API stores them. */
export function toUserUpdate(values: ProfileFormValues, fields: readonly ProfileField[], { toE164 }: Pick<PhoneRules, 'toE164'>): UserUpdate {
  const update: UserUpdate = {};
  for (const field of fields) {
    switch (field) {
      case 'firstName':
      case 'lastName':
      case 'organizationName':
        update[field] = normalizeName(values[field]);
        break;
      case 'zipCode':
        update.zipCode = normalizePostalCode(values.zipCode);
        break;
      case 'phone':
        update.phone = toE164(values.phone, values.country) ?? values.phone.trim();
        break;
      case 'gender':
        if (values.gender !== '') update.gender = values.gender;
        break;
      case 'aboutMe':
        // Empty clears the text (the API stores null).
        update.aboutMe = values.aboutMe.trim();
        break;
      default:
        update[field] = values[field].trim();
    }
  }
  return update;
}
