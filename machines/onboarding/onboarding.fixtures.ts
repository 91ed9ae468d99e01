import { FIXTURE_NOW } from '@/shared/test';
import type { OnboardingInput, OnboardingProgressData, OnboardingUser, OnboardingVehicle } from './onboarding.types';

/** The machine's clock in tests, stories and path replays: the fixtures' now. */
export const ONBOARDING_INPUT: OnboardingInput = { now: FIXTURE_NOW.toISOString() };

/** Users, vehicles and progress for tests, stories and path replays. */
export function onboardingUser(role: OnboardingUser['role'], overrides: Partial<OnboardingUser> = {}): OnboardingUser {
  const ids = { renter: 101, owner: 202, editor: 303, admin: 404 } as const;
  return {
    id: ids[role],
    role,
    name: `Alex ${role}`,
    firstName: 'Alex',
    lastName: role,
    email: `${role}@sandbox.test`,
    phone: '+4570123456',
    street: 'Vestergade',
    houseNumber: '12',
    zipCode: '8000',
    city: 'Aarhus',
    country: 'DK',
    currency: 'dkk',
    isIdVerified: false,
    isFullyOnboarded: false,
    isOmocomMarket: true,
    mustAcceptNewTerms: false,
    askedToOptInForOmocomInteriorInsuranceAddon: true,
    // Recent enough at the fixtures' now that the contact details are not asked again.
    contactDetailsConfirmedAt: FIXTURE_NOW.toISOString(),
    hasBankAccount: true,
    confirmedBookings: 0,
    subscriptions: { newsletter: false },
    ...overrides,
  } as OnboardingUser;
}

export const draftVehicle = (id = 31): OnboardingVehicle => ({
  id,
  isActive: false,
  activationCount: 0,
  hasPlatformInsurance: false,
  insuranceCompany: null,
  gasTankChangeConfirmed: false,
});

export const activeVehicle = (id = 32): OnboardingVehicle => ({
  id,
  isActive: true,
  activationCount: 1,
  hasPlatformInsurance: true,
  insuranceCompany: null,
  gasTankChangeConfirmed: true,
});

export const progressOf = (overrides: Partial<OnboardingProgressData> = {}): OnboardingProgressData => ({
  vehicles: [],
  status: { actionableBookings: 0, unreadConversations: [] },
  dismissedSteps: [],
  ...overrides,
});
