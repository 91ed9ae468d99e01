import { useState, type ComponentType, type ReactNode } from 'react';
import { signedInAs } from '@/shared/test';
import { SessionProvider } from '../model/session-context';
import type {
  LoginInput,
  RegisterInput,
  Restored,
  SessionActor,
  SessionCalls,
  SessionSnapshot,
  SessionTokens,
  SessionUser,
  SignedIn,
  SocialInput,
  SocialResult,
} from '../model/session.types';

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

/**
 * How the test setup makes session actors. The session machine is not the entity's to import
 * (no entity imports a machine): the app, which owns the session actor, provides these in the
 * setup of the unit, component and story tests (`src/app/session/provide-test-sessions.setup.ts`).
 */
export interface TestSessionMakers {
  /** The session machine with these calls, started. */
  withCalls: (calls: SessionCalls) => SessionActor;
  /** The app's own session actor, wired to the API client, started. */
  ofTheApp: () => Promise<SessionActor>;
}

let makers: TestSessionMakers | undefined;

export function provideTestSessions(given: TestSessionMakers): void {
  makers = given;
}

function testSessionMakers(): TestSessionMakers {
  if (!makers) throw new Error('No session machine for tests: the test setup imports src/app/session/provide-test-sessions.setup.ts');
  return makers;
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
  return testSessionMakers().withCalls({
    restore: () => (options.restoring ? new Promise<never>(() => undefined) : Promise.resolve(restored)),
    login: (input) => (options.login ?? unanswered('login'))(input),
    register: (input) => (options.register ?? unanswered('register'))(input),
    confirmSocial: (input) => (options.confirmSocial ?? unanswered('confirmSocial'))(input),
    refresh: ({ refreshToken }) => (options.refresh ?? unanswered('refresh'))(refreshToken),
    impersonate: ({ userId }) => (options.impersonate ?? unanswered('impersonate'))(userId),
    stopImpersonating: () => (options.stopImpersonating ?? unanswered('stopImpersonating'))(),
    logout: async () => {
      await options.logout?.();
      return undefined;
    },
  });
}

/** Resolves with the first snapshot of the session that `done` accepts. */
export function sessionReaches(session: SessionActor, done: (snapshot: SessionSnapshot) => boolean): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    if (done(session.getSnapshot())) {
      resolve(session.getSnapshot());
      return;
    }
    const subscription = session.subscribe((snapshot) => {
      if (!done(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}

/** A test session that has restored: signed in, impersonating, or a guest, as the options say. */
export async function startTestSession(options: TestSessionOptions = {}): Promise<SessionActor> {
  const session = createTestSession(options);
  if (!options.restoring) await sessionReaches(session, (snapshot) => !snapshot.matches('restoring'));
  return session;
}

/**
 * The app's own session actor, with the API's calls, storage and tabs, wired to the API client:
 * for tests against the sandbox server (`setupSandboxServer`) that log in for real. Restored.
 */
export async function startAppSession(): Promise<SessionActor> {
  const session = await testSessionMakers().ofTheApp();
  await sessionReaches(session, (snapshot) => !snapshot.matches('restoring'));
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
