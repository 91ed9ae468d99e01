import type { components } from '@/shared/api';

type User = components['schemas']['User'];
export type UserRole = User['role'];

/** The ids of the factory's users: an owner's vehicles and a renter's bookings point at them. */
export const USER_IDS: Readonly<Record<UserRole, number>> = { renter: 101, owner: 202, editor: 303, admin: 404 };

/** A user of the role as `GET /me` answers, living in Sweden; renters are not ID-verified yet. */
export function userOf(role: UserRole, overrides: Partial<User> = {}): User {
  return {
    id: USER_IDS[role],
    role,
    name: `Alex ${role}`,
    firstName: 'Alex',
    lastName: role,
    email: `${role}@sandbox.test`,
    country: 'SE',
    currency: 'sek',
    isIdVerified: role !== 'renter',
    mustAcceptNewTerms: false,
    subscriptions: { newsletter: false },
    ...overrides,
  };
}

/** Every personal detail a profile asks for (002 §5), filled in: Sara Lindqvist of Stockholm. For `userOf(role, COMPLETE_PROFILE)`. */
export const COMPLETE_PROFILE = {
  firstName: 'Sara',
  lastName: 'Lindqvist',
  name: 'Sara Lindqvist',
  birthDate: '1990-04-12',
  gender: 'female',
  country: 'SE',
  street: 'Storgatan',
  houseNumber: '12',
  zipCode: '111 20',
  city: 'Stockholm',
  state: 'Stockholm County',
  phone: '+46701234567',
} as const satisfies Partial<User>;

/** A login's answer for a user of the role: tokens and the user (the session's `SignedIn`). */
export const signedInAs = (role: UserRole, overrides: Partial<User> = {}) => ({
  tokens: { token: `${role}-token`, refreshToken: `${role}-refresh` },
  user: userOf(role, overrides),
});
