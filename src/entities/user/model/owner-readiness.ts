import { needsIdVerification } from './id-verification-requirement';

type Field = string | null | undefined;

/** The profile fields 002 §5 makes mandatory, as the user has them. */
export interface ProfileFacts {
  firstName?: Field;
  lastName?: Field;
  street?: Field;
  houseNumber?: Field;
  zipCode?: Field;
  city?: Field;
  country?: Field;
  phone?: Field;
  birthDate?: Field;
  gender?: Field;
  isOrganization?: boolean | null | undefined;
  organizationName?: Field;
  organizationNumber?: Field;
}

const filled = (value: Field): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * 002 §5: every profile field is mandatory, the organisation's name and number for an
 * organisation. `state` is left out: none of the markets uses a state in postal addresses, so
 * requiring it would leave every profile incomplete.
 */
export function hasCompleteProfile(user: ProfileFacts): boolean {
  const fields = [user.firstName, user.lastName, user.street, user.houseNumber, user.zipCode, user.city, user.country, user.phone, user.birthDate, user.gender];
  const organisation = user.isOrganization ? [user.organizationName, user.organizationNumber] : [];
  return [...fields, ...organisation].every(filled);
}

/** What an owner may still have to do before answering a booking request, in the order to do it. */
export type AnswerRequirement = 'profile' | 'id-verification';

/** `isConsideredSwiss` may be left out by the API: not given is not Swiss. */
export type OwnerReadinessFacts = ProfileFacts & { isIdVerified: boolean; isConsideredSwiss?: boolean | null | undefined };

/**
 * 002 §4.4, 001 §6: answering a booking request (accepting or declining it) needs a complete
 * profile and a verified ID; the ID as 001 §5 says for owners (not for an owner considered Swiss).
 * Empty when the owner may answer.
 */
export function missingToAnswerRequests(owner: OwnerReadinessFacts): AnswerRequirement[] {
  const missing: AnswerRequirement[] = [];
  if (!hasCompleteProfile(owner)) missing.push('profile');
  if (needsIdVerification({ role: 'owner', user: { isIdVerified: owner.isIdVerified, isConsideredSwiss: owner.isConsideredSwiss === true } })) missing.push('id-verification');
  return missing;
}

/**
 * 001 §5: "handling the deposit yourself requires a verified ID". The one rule for every place an
 * owner chooses to take the deposit themselves (the vehicle's deposit setting, a cash deposit):
 * offered only to a verified owner; the Swiss exemption of check-in does not apply here.
 */
export const mayHandleDepositThemselves = (owner: { isIdVerified: boolean }): boolean => owner.isIdVerified;
