import type { components } from '@openapi/generated/schema';

export type SessionUser = components['schemas']['User'];
export type RegisterInput = components['schemas']['RegisterRequest'];

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export interface SignedIn {
  tokens: SessionTokens;
  user: SessionUser;
}

/**
 * While an admin acts as a user. The admin's own session is kept in memory when this tab
 * started the impersonation; after a reload only the admin's id is known (spec 002 §3).
 */
export interface Impersonation {
  adminId: number;
  admin?: SignedIn;
}

export interface Restored {
  session: SignedIn;
  impersonation?: Impersonation;
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface SocialInput {
  provider: 'facebook' | 'google';
  code: string;
  redirectUrl: string;
}

/** What the provider told about a new social account: the sign-up form starts with it. */
export interface SocialProfile {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** A social login either signs in, or needs the sign-up finished first (onboardingId). */
export type SocialResult = { kind: 'signed-in'; session: SignedIn } | { kind: 'needs-onboarding'; onboardingId: string; profile?: SocialProfile };

export interface SessionFailure {
  slug: string;
  message: string;
  /** The API's messages per field (`validation_failed`), so a form can mark the fields. */
  fieldErrors?: Record<string, string[]>;
}

/** Why a session ended; `invalid-jwt` sends the user to log in again with a message. */
export type EndReason = 'logout' | 'invalid-jwt' | 'password-changed';
