import { COUNTRIES, type SandboxCountry } from '../seed/words/places';
import { hashString } from '../seed/prng';
import type { UserRow } from '../store/rows';

export interface NewUser {
  role: UserRow['role'];
  email: string;
  password: string;
  /** Empty when the provider of a social sign-up gave none (the select-name modal asks). */
  firstName: string;
  lastName: string;
  country: SandboxCountry;
  phone?: string | null;
  locale?: UserRow['locale'] | undefined;
  currency?: UserRow['currency'] | undefined;
  isOrganization?: boolean | undefined;
  organizationName?: string | null;
  organizationNumber?: string | null;
  connectedProviders?: UserRow['connectedProviders'];
}

/** A user as a sign-up leaves it: nothing verified, no address yet, the country's locale, currency and payment account. */
export function newUserRow(user: NewUser, now: Date): Omit<UserRow, 'id'> {
  const profile = COUNTRIES[user.country];
  const organization = user.isOrganization ?? false;
  return {
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    country: user.country,
    state: null,
    street: null,
    houseNumber: null,
    zipCode: null,
    city: null,
    birthDate: null,
    gender: null,
    locale: user.locale ?? profile.locale,
    currency: user.currency ?? profile.currency,
    isOrganization: organization,
    organizationName: user.organizationName ?? null,
    organizationNumber: user.organizationNumber ?? null,
    isOrganizationRepresentative: organization,
    topOwner: false,
    isIdVerified: false,
    hasCreditReport: false,
    creditReportResult: null,
    mustAcceptNewTerms: false,
    askedToOptInForOmocomInteriorInsuranceAddon: false,
    contactDetailsConfirmedAt: null,
    // The chat's identity check (002 §7): the API signs every account, new ones too.
    intercomHash: hashString(`intercom:${user.email}`).toString(16).padStart(8, '0').repeat(8),
    stripeAccount: profile.stripeAccount,
    stripeAccountVerificationStatus: user.role === 'owner' ? 'unverified' : null,
    autoIdVerificationStatus: null,
    hasProtectedNameAndAddress: false,
    canManageMultipleAssets: organization,
    subscriptions: { newsletter: false },
    connectedProviders: user.connectedProviders ?? [],
    aboutMe: null,
    createdAt: now.toISOString(),
    password: user.password,
    avatar: null,
    organizationLogotype: null,
    emailVerifiedAt: null,
    hasPassword: true,
    registerCheckPassed: null,
    deletedAt: null,
  };
}
