import type { components } from '@openapi/generated/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '../demo-accounts';
import { hashString } from './prng';
import type { UserRow } from '../store/rows';
import { asciiSlug } from '../logic/slug';
import { digits, type SeedContext } from './seed-context';
import { NAMES, ORGANISATION_SUFFIX } from './words/people';
import { COUNTRIES, NORDIC_COUNTRIES, SANDBOX_COUNTRIES, type SandboxCountry, type Town } from './words/places';

type Locale = components['schemas']['Locale'];

export interface PersonSpec {
  role: UserRow['role'];
  country: SandboxCountry;
  /** How long ago the account was created, in days. */
  memberDays: number;
  organisation?: boolean;
  town?: Town;
  email?: string;
  overrides?: Partial<UserRow>;
}

/** Renters of the population (besides the demo accounts), by country share. */
const RENTER_COUNT = 1_100;
const EXTRA_EDITORS = 2;

function localeOf(country: SandboxCountry, town: Town, ctx: SeedContext): Locale {
  if (town.language === 'fr') return 'fr';
  // Finland's Swedish-speaking minority uses the fi-sv site.
  if (country === 'FI' && ctx.random.chance(0.06)) return 'fi-sv';
  return COUNTRIES[country].locale;
}

/** One person of a country with a full, plausible profile. */
export function createPerson(ctx: SeedContext, spec: PersonSpec): UserRow {
  const { random } = ctx;
  const profile = COUNTRIES[spec.country];
  const town = spec.town ?? random.pick(profile.towns);
  const language = town.language ?? profile.language;
  const gender = random.chance(0.5) ? 'female' : 'male';
  const names = NAMES[language];
  const firstName = random.pick(gender === 'female' ? names.female : names.male);
  const lastName = random.pick(names.last);
  const number = ctx.store.users.size + 1;
  const createdAt = ctx.at(-spec.memberDays);
  const verified = spec.role === 'owner' ? random.chance(0.85) : random.chance(0.6);
  const nordic = (NORDIC_COUNTRIES as readonly string[]).includes(spec.country);
  const organisationName = spec.organisation ? `${lastName} ${random.pick(ORGANISATION_SUFFIX[language])}` : null;
  const user: Omit<UserRow, 'id'> = {
    role: spec.role,
    firstName,
    lastName,
    email: spec.email ?? `${asciiSlug(firstName)}.${asciiSlug(lastName)}.${number}@users.sandbox.test`,
    phone: `${profile.dialCode}${digits(random, profile.mobilePattern)}`,
    country: spec.country,
    state: null,
    street: random.pick(profile.streets),
    houseNumber: String(random.int(1, 120)),
    zipCode: town.zip,
    city: town.name,
    birthDate: ctx.day(-random.int(21 * 365, 72 * 365)),
    gender,
    locale: localeOf(spec.country, town, ctx),
    currency: profile.currency,
    isOrganization: Boolean(spec.organisation),
    organizationName: organisationName,
    organizationNumber: spec.organisation ? digits(random, '######-####') : null,
    isOrganizationRepresentative: Boolean(spec.organisation),
    topOwner: false,
    isIdVerified: verified,
    hasCreditReport: spec.role === 'renter' && spec.country === 'SE' && random.chance(0.7),
    creditReportResult: null,
    mustAcceptNewTerms: random.chance(0.04),
    askedToOptInForOmocomInteriorInsuranceAddon: spec.role === 'owner' && random.chance(0.5),
    contactDetailsConfirmedAt: spec.role === 'owner' ? ctx.at(-random.int(2, 70)) : null,
    intercomHash: hashString(`intercom:${number}`).toString(16).padStart(8, '0').repeat(8),
    stripeAccount: profile.stripeAccount,
    stripeAccountVerificationStatus: spec.role === 'owner' ? random.weighted([['verified', 8], ['pending', 1], ['requires_information', 1]] as const) : null,
    autoIdVerificationStatus: verified ? 'approved' : random.weighted([[null, 6], ['created', 1], ['abandoned', 1], ['error', 1]] as const),
    hasProtectedNameAndAddress: random.chance(0.01),
    canManageMultipleAssets: false,
    subscriptions: { newsletter: random.chance(0.45) },
    connectedProviders: random.weighted([[[], 8], [['google'], 2], [['facebook'], 1]] as const).slice(),
    aboutMe: null,
    createdAt,
    password: DEMO_PASSWORD,
    avatar: random.chance(0.4) ? { id: 1, rotation: 0 } : null,
    organizationLogotype: spec.organisation ? { id: 1, rotation: 0 } : null,
    emailVerifiedAt: createdAt,
    hasPassword: true,
    registerCheckPassed: nordic && spec.role === 'renter' ? true : null,
    deletedAt: null,
    ...spec.overrides,
  };
  if (user.hasCreditReport && !spec.overrides?.creditReportResult) {
    user.creditReportResult = random.weighted([['approved', 20], ['remarks', 1], ['rejected', 1]] as const);
  }
  return ctx.store.users.insert(user);
}

const DEMO_SPECS: Readonly<Record<DemoAccountKey, Omit<PersonSpec, 'email' | 'role'>>> = {
  renter: {
    country: 'SE',
    memberDays: 800,
    town: COUNTRIES.SE.towns[0],
    overrides: {
      firstName: 'Sara',
      lastName: 'Lindqvist',
      gender: 'female',
      birthDate: '1990-04-12',
      locale: 'se',
      isIdVerified: true,
      autoIdVerificationStatus: 'approved',
      hasCreditReport: true,
      creditReportResult: 'approved',
      registerCheckPassed: true,
      mustAcceptNewTerms: false,
      subscriptions: { newsletter: false },
      avatar: { id: 1, rotation: 0 },
    },
  },
  owner: {
    country: 'SE',
    memberDays: 1_400,
    town: COUNTRIES.SE.towns[1],
    overrides: {
      firstName: 'Erik',
      lastName: 'Holm',
      gender: 'male',
      birthDate: '1978-09-03',
      locale: 'se',
      isIdVerified: true,
      autoIdVerificationStatus: 'approved',
      canManageMultipleAssets: true,
      stripeAccountVerificationStatus: 'verified',
      mustAcceptNewTerms: false,
      subscriptions: { newsletter: true },
      avatar: { id: 1, rotation: 0 },
    },
  },
  topOwner: {
    country: 'NO',
    memberDays: 2_100,
    town: COUNTRIES.NO.towns[1],
    overrides: {
      firstName: 'Ingrid',
      lastName: 'Haugen',
      gender: 'female',
      locale: 'no',
      isIdVerified: true,
      autoIdVerificationStatus: 'approved',
      topOwner: true,
      canManageMultipleAssets: true,
      stripeAccountVerificationStatus: 'verified',
      mustAcceptNewTerms: false,
      avatar: { id: 1, rotation: 0 },
    },
  },
  companyOwner: {
    country: 'DE',
    memberDays: 1_000,
    town: COUNTRIES.DE.towns[2],
    organisation: true,
    overrides: {
      firstName: 'Markus',
      lastName: 'Brunner',
      gender: 'male',
      locale: 'de',
      organizationName: 'Alpenblick Reisemobile GmbH',
      organizationNumber: 'HRB 204518',
      isIdVerified: true,
      autoIdVerificationStatus: 'approved',
      canManageMultipleAssets: true,
      stripeAccountVerificationStatus: 'verified',
      mustAcceptNewTerms: false,
    },
  },
  newOwner: {
    country: 'DK',
    memberDays: 3,
    town: COUNTRIES.DK.towns[1],
    overrides: {
      firstName: 'Freja',
      lastName: 'Madsen',
      gender: 'female',
      locale: 'dk',
      isIdVerified: false,
      autoIdVerificationStatus: null,
      stripeAccountVerificationStatus: 'unverified',
      contactDetailsConfirmedAt: null,
      mustAcceptNewTerms: false,
      avatar: null,
    },
  },
  swissRenter: {
    country: 'CH',
    memberDays: 40,
    town: COUNTRIES.CH.towns[0],
    overrides: {
      firstName: 'Laura',
      lastName: 'Keller',
      gender: 'female',
      locale: 'ch',
      isIdVerified: false,
      autoIdVerificationStatus: null,
      registerCheckPassed: null,
      mustAcceptNewTerms: false,
      avatar: null,
    },
  },
  editor: {
    country: 'SE',
    memberDays: 1_600,
    overrides: { firstName: 'Maja', lastName: 'Bergström', gender: 'female', locale: 'en', isIdVerified: true, mustAcceptNewTerms: false },
  },
  admin: {
    country: 'SE',
    memberDays: 2_400,
    overrides: { firstName: 'Anders', lastName: 'Lundgren', gender: 'male', locale: 'en', isIdVerified: true, mustAcceptNewTerms: false },
  },
};

export type DemoUsers = Readonly<Record<DemoAccountKey, UserRow>>;

/** The demo accounts first (so they have the lowest ids), then editors and renters of every country. */
export function seedUsers(ctx: SeedContext): { demo: DemoUsers; renters: UserRow[] } {
  const demo = Object.fromEntries(
    DEMO_ACCOUNTS.map((account) => [account.key, createPerson(ctx, { ...DEMO_SPECS[account.key], role: account.role, email: account.email })]),
  ) as Record<DemoAccountKey, UserRow>;
  // The demo owner confirmed the contact details 18 days before the anchor: no prompt after login.
  demo.owner.contactDetailsConfirmedAt = ctx.at(-18 - 1.5 / 24);
  for (let i = 0; i < EXTRA_EDITORS; i++) createPerson(ctx, { role: 'editor', country: ctx.random.pick(SANDBOX_COUNTRIES), memberDays: ctx.random.int(200, 1500) });

  const shares = SANDBOX_COUNTRIES.map((code) => [code, COUNTRIES[code].vehicleShare] as const);
  const renters = Array.from({ length: RENTER_COUNT }, () =>
    createPerson(ctx, { role: 'renter', country: ctx.random.weighted(shares), memberDays: ctx.random.int(5, 2200) }),
  );
  return { demo, renters: [demo.renter, demo.swissRenter, ...renters] };
}
