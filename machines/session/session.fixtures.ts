import type { SessionUser, SignedIn } from './session.types';

/** A signed-in user of each role, for tests, stories and path replays. */
export function userOf(role: SessionUser['role'], overrides: Partial<SessionUser> = {}): SessionUser {
  const ids = { renter: 101, owner: 202, editor: 303, admin: 404 } as const;
  return {
    id: ids[role],
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
  } as SessionUser;
}

export const signedInAs = (role: SessionUser['role'], overrides: Partial<SessionUser> = {}): SignedIn => ({
  tokens: { token: `${role}-token`, refreshToken: `${role}-refresh` },
  user: userOf(role, overrides),
});
