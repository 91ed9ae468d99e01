import {
  sessionMachine,
  type LoginInput,
  type RegisterInput,
  type Restored,
  type SessionTokens,
  type SessionUser,
  type SignedIn,
  type SocialInput,
  type SocialResult,
} from '@machines/session';
import { useState, type ComponentType, type ReactNode } from 'react';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signedInAs } from '@/shared/test';
import type { SessionActor } from '../model/create-session-actor';
import { SessionProvider } from '../model/session-context';

export interface TestSessionOptions {
  /** Who the session restores: a role (the factories' user of it), a user, or `null` for a guest. Default: a renter. */
  as?: SessionUser['role'] | SessionUser | null;
  /** The signed-in user is an admin's impersonation (002 §4.7): the admin's id. */
  impersonatedBy?: number;
  /** Restoring never ends: the session stays `restoring`, as it reads before its chunk arrives. */
  restoring?: boolean;
  // What the session's API calls answer, when the test or the story makes them.
  login?: (input: LoginInput) => Promise<SignedIn>;
  register?: (input: RegisterInput) => Promise<SignedIn>;
  confirmSocial?: (input: SocialInput) => Promise<SocialResult>;
  refresh?: (refreshToken: string) => Promise<SessionTokens>;
  impersonate?: (userId: number) => Promise<SignedIn>;
  stopImpersonating?: () => Promise<SignedIn>;
  logout?: () => Promise<void>;
}

const unanswered = (call: string) => async (): Promise<never> => {
  throw new Error(`The test session was not given an answer for ${call}`);
};

function restoredOf({ as = 'renter', impersonatedBy }: TestSessionOptions): Restored | null {
  if (as === null) return null;
  const session: SignedIn = typeof as === 'string' ? signedInAs(as) : { tokens: { token: `${as.role}-token`, refreshToken: `${as.role}-refresh` }, user: as };
  return impersonatedBy === undefined ? { session } : { session, impersonation: { adminId: impersonatedBy } };
}

/** The app's session machine with answers instead of the API and storage, started. */
export function createTestSession(options: TestSessionOptions = {}): SessionActor {
  const restored = restoredOf(options);
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise<Restored | null>(() => (options.restoring ? new Promise<never>(() => undefined) : Promise.resolve(restored))),
      login: fromPromise(({ input }) => (options.login ?? unanswered('login'))(input)),
      register: fromPromise(({ input }) => (options.register ?? unanswered('register'))(input)),
      confirmSocial: fromPromise(({ input }) => (options.confirmSocial ?? unanswered('confirmSocial'))(input)),
      refresh: fromPromise(({ input }) => (options.refresh ?? unanswered('refresh'))(input.refreshToken)),
      impersonate: fromPromise(({ input }) => (options.impersonate ?? unanswered('impersonate'))(input.userId)),
      stopImpersonating: fromPromise(() => (options.stopImpersonating ?? unanswered('stopImpersonating'))()),
      logout: fromPromise(async () => {
        await options.logout?.();
        return undefined;
      }),
    },
  });
  return createActor(machine).start() as unknown as SessionActor;
}

/** A test session that has restored: signed in, impersonating, or a guest, as the options say. */
export async function startTestSession(options: TestSessionOptions = {}): Promise<SessionActor> {
  const session = createTestSession(options);
  if (!options.restoring) await waitFor(session, (snapshot) => !snapshot.matches('restoring'));
  return session;
}

/** Provides a test session to what it wraps, made once per mount: a story's or a test's own. */
export function TestSession({ children, ...options }: TestSessionOptions & { children: ReactNode }) {
  const [session] = useState(() => createTestSession(options));
  return <SessionProvider actor={session}>{children}</SessionProvider>;
}

/**
 * A story decorator: the session the story's `parameters.session` describes (a signed-in renter
 * without it). `decorators: [withTestSession]`, then `parameters: { session: { as: 'owner' } }`.
 */
export function withTestSession(Story: ComponentType, { parameters }: { parameters: { session?: TestSessionOptions } }) {
  return (
    <TestSession {...parameters.session}>
      <Story />
    </TestSession>
  );
}
