import type { components } from '@/shared/api';
import type { Failure } from '@/shared/lib/flow';

/**
 * The session's own vocabulary: the entity owns it (no entity imports a machine), the session
 * machine (`machines/session`) decides with it, and the app makes the one actor of that machine.
 */

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

/** Why a session call failed; a `validation_failed` sign-up carries the refused fields in `fields`. */
export type SessionFailure = Failure;

/** Why a session ended; `invalid-jwt` sends the user to log in again with a message. */
export type EndReason = 'logout' | 'invalid-jwt' | 'password-changed';

export interface SessionContext {
  session?: SignedIn;
  impersonation?: Impersonation;
  failure?: SessionFailure;
  endedBy?: EndReason;
  onboardingId?: string;
  /** The new social account's e-mail and names, for the sign-up form that finishes it. */
  socialProfile?: SocialProfile;
  /** Refreshes in a row that could not reach the API; sets the wait before the next try. */
  reconnectAttempts?: number;
}

export type SessionEvent =
  | { type: 'LOGIN'; input: LoginInput }
  | { type: 'REGISTER'; input: RegisterInput }
  | { type: 'SOCIAL_CONFIRM'; input: SocialInput }
  | { type: 'REFRESH' }
  /** Another tab refreshed: its pair is the session's now (it saved it). */
  | { type: 'TOKENS_ROTATED'; tokens: SessionTokens }
  /** Another tab's session ended: this one ends with it, without calling the API again. */
  | { type: 'ENDED_ELSEWHERE'; reason: EndReason }
  | { type: 'SESSION_ENDED'; slug: string }
  | { type: 'LOGOUT' }
  | { type: 'PASSWORD_CHANGED' }
  | { type: 'USER_UPDATED'; user: SessionUser }
  | { type: 'IMPERSONATE'; userId: number }
  | { type: 'STOP_IMPERSONATING' }
  | { type: 'CLEAR_FAILURE' };

/**
 * The calls the session makes, by the name of the machine's actor: the API's in the app
 * (`src/app/session`), answers in tests (`@/entities/session/testing`).
 */
export interface SessionCalls {
  /** The saved login, if any and still good. */
  restore: () => Promise<Restored | null>;
  login: (input: LoginInput) => Promise<SignedIn>;
  register: (input: RegisterInput) => Promise<SignedIn>;
  confirmSocial: (input: SocialInput) => Promise<SocialResult>;
  refresh: (input: { refreshToken: string }) => Promise<SessionTokens>;
  impersonate: (input: { userId: number; admin: SignedIn }) => Promise<SignedIn>;
  stopImpersonating: (input: { impersonation: Impersonation; session: SignedIn }) => Promise<SignedIn>;
  logout: (input: { session?: SignedIn }) => Promise<undefined>;
}

/** The machine's states, as `matches` takes them. */
export type SessionStateValue =
  | 'restoring'
  | 'anonymous'
  | 'authenticating'
  | 'registering'
  | 'confirmingSocial'
  | 'authenticated'
  | { authenticated: 'idle' | 'refreshing' | 'reconnecting' | 'startingImpersonation' }
  | 'impersonating'
  | { impersonating: 'idle' | 'refreshing' | 'reconnecting' | 'stopping' }
  | 'loggingOut'
  | 'loggedOut';

export type SessionTag = 'reconnecting' | 'logoutInProgress';

/** What the session's readers see of a snapshot of its actor. */
export interface SessionSnapshot {
  readonly context: SessionContext;
  matches(state: SessionStateValue): boolean;
  hasTag(tag: SessionTag): boolean;
}

export interface SessionSubscription {
  unsubscribe(): void;
}

/**
 * The app's one session actor as the rest of the app uses it: an actor of the session machine
 * (the app checks that it is one, `src/app/session/create-session-actor.ts`), typed here so the
 * entity needs no machine.
 */
export interface SessionActor {
  send(event: SessionEvent): void;
  getSnapshot(): SessionSnapshot;
  subscribe(listener: (snapshot: SessionSnapshot) => void): SessionSubscription;
  // Two overloads, as XState's actors have them: one signature taking either would not match theirs.
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  subscribe(observer: { next?: (snapshot: SessionSnapshot) => void; error?: (error: unknown) => void; complete?: () => void }): SessionSubscription;
}
