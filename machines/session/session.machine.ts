import { assign, fromPromise, setup } from 'xstate';
import { EXPIRED_TOKEN_SLUG, LOGOUT_SLUGS } from '@/shared/api';
import type {
  EndReason,
  Impersonation,
  LoginInput,
  RegisterInput,
  Restored,
  SessionContext,
  SessionEvent,
  SessionFailure,
  SessionTag,
  SessionTokens,
  SignedIn,
  SocialInput,
  SocialResult,
} from '@/entities/session';
import { failureOf } from '@/shared/lib/flow';

/** The session's own delay: logout is "in progress" until 500 ms after the logout call ends (spec 002 §4.1). */
export const LOGOUT_SETTLE_MS = 500;

/** Waits between refreshes that could not reach the API: 1, 2, 4… seconds, at most 30. */
export const reconnectDelayMs = (attempts: number): number => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempts - 1));

/**
 * A refresh that got no verdict from the API (no answer, a timeout, a 5xx) says nothing about the
 * refresh token: the session is kept and the refresh tried again. Only the API's own refusal
 * (a 4xx such as `jwt_refresh_failed`) ends it.
 */
const refreshUnreachable = (error: unknown): boolean => {
  const status = error && typeof error === 'object' && 'status' in error ? Number(error.status) : undefined;
  return status === undefined || Number.isNaN(status) || status >= 500;
};

/**
 * The session: restoring a saved login, anonymous, logging in (password, sign-up, social),
 * signed in (idle, refreshing the token, reconnecting after a refresh that could not reach the
 * API), acting as another user (admins), and logging out. Other tabs' refreshes and logouts
 * arrive as events (TOKENS_ROTATED, ENDED_ELSEWHERE).
 * API calls and storage are actors and actions the app provides; the machine only decides.
 */
const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
  },
  actors: {
    restore: fromPromise<Restored | null>(async () => null),
    login: fromPromise<SignedIn, LoginInput>(async () => {
      throw new Error('login is provided by the app');
    }),
    register: fromPromise<SignedIn, RegisterInput>(async () => {
      throw new Error('register is provided by the app');
    }),
    confirmSocial: fromPromise<SocialResult, SocialInput>(async () => {
      throw new Error('confirmSocial is provided by the app');
    }),
    refresh: fromPromise<SessionTokens, { refreshToken: string }>(async () => {
      throw new Error('refresh is provided by the app');
    }),
    impersonate: fromPromise<SignedIn, { userId: number; admin: SignedIn }>(async () => {
      throw new Error('impersonate is provided by the app');
    }),
    stopImpersonating: fromPromise<SignedIn, { impersonation: Impersonation; session: SignedIn }>(async () => {
      throw new Error('stopImpersonating is provided by the app');
    }),
    logout: fromPromise<undefined, { session?: SignedIn }>(async () => undefined),
  },
  actions: {
    // Side effects the app supplies (cookies, stores, navigation, error reporting).
    saveSession: (_, _params: { session: SignedIn; impersonation?: Impersonation }) => undefined,
    forgetSession: () => undefined,
    sessionEnded: (_, _params: { reason: EndReason }) => undefined,
    reportFailure: (_, _params: { failure: SessionFailure }) => undefined,
    /** Tells the other tabs that this session ended, so they end theirs. */
    shareSessionEnded: (_, _params: { reason: EndReason }) => undefined,
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelayMs(context.reconnectAttempts ?? 1),
  },
  guards: {
    restoredSession: ({ event }) => 'output' in event && event.output !== null,
    restoredImpersonation: ({ event }) => 'output' in event && Boolean((event.output as Restored | null)?.impersonation),
    needsOnboarding: ({ event }) => 'output' in event && (event.output as SocialResult).kind === 'needs-onboarding',
    isAdmin: ({ context }) => context.session?.user.role === 'admin',
    knowsAdminSession: ({ context }) => Boolean(context.impersonation?.admin),
    // Answers that mean the saved login is no good (spec 002 §4.1).
    refreshUnreachable: ({ event }) => 'error' in event && refreshUnreachable(event.error),
    tokenRefused: ({ event }) => 'error' in event && LOGOUT_SLUGS.has(failureOf(event.error).slug),
    endsSession: ({ event }) => event.type === 'SESSION_ENDED' && (LOGOUT_SLUGS.has(event.slug) || event.slug === EXPIRED_TOKEN_SLUG),
  },
});

const withTokens = sessionSetup.assign({
  session: ({ context, event }) => (context.session && event.type === 'TOKENS_ROTATED' ? { ...context.session, tokens: event.tokens } : context.session),
});

/**
 * Refreshing the token and reconnecting after a refresh that could not reach the API: the same for
 * a user's own session and for an admin acting as one (the saved impersonation, if any, is kept).
 * Each invokes its refresh under its own id, which the paths test and the replay name.
 */
const tokenRefreshStates = (refreshId: 'refresh' | 'refreshImpersonated') => ({
  refreshing: sessionSetup.createStateConfig({
    invoke: {
      id: refreshId,
      src: 'refresh',
      input: ({ context }) => ({ refreshToken: context.session?.tokens.refreshToken ?? '' }),
      onDone: {
        target: 'idle',
        actions: [
          assign({
            session: ({ context, event }) => (context.session ? { ...context.session, tokens: event.output } : undefined),
            reconnectAttempts: undefined,
          }),
          {
            type: 'saveSession',
            params: ({ context }) => ({ session: context.session as SignedIn, impersonation: context.impersonation }),
          },
        ],
      },
      onError: [
        { guard: 'refreshUnreachable', target: 'reconnecting', actions: assign({ reconnectAttempts: ({ context }) => (context.reconnectAttempts ?? 0) + 1 }) },
        { target: '#session.loggingOut', actions: assign({ endedBy: 'invalid-jwt' }) },
      ],
    },
  }),
  /** The refresh could not reach the API: the session and the page stay, and it is tried again with backoff. */
  reconnecting: sessionSetup.createStateConfig({
    tags: ['reconnecting'],
    after: { reconnectDelay: 'refreshing' },
    on: {
      // A request needs a token now, or the user asked again.
      REFRESH: 'refreshing',
      TOKENS_ROTATED: { target: 'idle', actions: [withTokens, assign({ reconnectAttempts: undefined })] },
    },
  }),
});

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  initial: 'restoring',
  context: {},
  states: {
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          {
            guard: 'restoredImpersonation',
            target: 'impersonating',
            actions: assign(({ event }) => ({ session: event.output?.session, impersonation: event.output?.impersonation })),
          },
          {
            guard: 'restoredSession',
            target: 'authenticated',
            actions: assign(({ event }) => ({ session: event.output?.session, impersonation: undefined })),
          },
          { target: 'anonymous' },
        ],
        onError: [
          // A saved token the API refuses ends the session with the message to log in again.
          { guard: 'tokenRefused', target: 'loggedOut', actions: assign({ endedBy: 'invalid-jwt' }) },
          { target: 'anonymous' },
        ],
      },
    },

    anonymous: {
      on: {
        LOGIN: { target: 'authenticating', actions: assign({ failure: undefined, endedBy: undefined }) },
        REGISTER: { target: 'registering', actions: assign({ failure: undefined, endedBy: undefined }) },
        SOCIAL_CONFIRM: {
          target: 'confirmingSocial',
          actions: assign({ failure: undefined, endedBy: undefined, onboardingId: undefined, socialProfile: undefined }),
        },
        CLEAR_FAILURE: { actions: assign({ failure: undefined }) },
      },
    },

    authenticating: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'LOGIN' }>).input,
        onDone: {
          target: 'authenticated',
          actions: [assign({ session: ({ event }) => event.output }), { type: 'saveSession', params: ({ event }) => ({ session: event.output }) }],
        },
        onError: { target: 'anonymous', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },

    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'REGISTER' }>).input,
        onDone: {
          target: 'authenticated',
          // The social onboarding is finished: its id and the provider's details are used up.
          actions: [assign({ session: ({ event }) => event.output, onboardingId: undefined, socialProfile: undefined }), { type: 'saveSession', params: ({ event }) => ({ session: event.output }) }],
        },
        onError: { target: 'anonymous', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },

    confirmingSocial: {
      invoke: {
        id: 'confirmSocial',
        src: 'confirmSocial',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'SOCIAL_CONFIRM' }>).input,
        onDone: [
          {
            // The provider account is new here: the sign-up form finishes it (spec 002 §7).
            guard: 'needsOnboarding',
            target: 'anonymous',
            actions: assign({
              onboardingId: ({ event }) => (event.output.kind === 'needs-onboarding' ? event.output.onboardingId : undefined),
              socialProfile: ({ event }) => (event.output.kind === 'needs-onboarding' ? event.output.profile : undefined),
            }),
          },
          {
            target: 'authenticated',
            actions: [
              assign({ session: ({ event }) => (event.output.kind === 'signed-in' ? event.output.session : undefined) }),
              { type: 'saveSession', params: ({ context }) => ({ session: context.session as SignedIn }) },
            ],
          },
        ],
        onError: { target: 'anonymous', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },

    authenticated: {
      initial: 'idle',
      on: {
        LOGOUT: { target: 'loggingOut', actions: assign({ endedBy: 'logout' }) },
        SESSION_ENDED: { guard: 'endsSession', target: 'loggingOut', actions: assign({ endedBy: 'invalid-jwt' }) },
        PASSWORD_CHANGED: { target: 'loggingOut', actions: assign({ endedBy: 'password-changed' }) },
        ENDED_ELSEWHERE: { target: 'loggedOut', actions: assign({ endedBy: ({ event }) => event.reason }) },
        TOKENS_ROTATED: { actions: withTokens },
        USER_UPDATED: {
          actions: [
            assign({ session: ({ context, event }) => (context.session ? { ...context.session, user: event.user } : undefined) }),
            { type: 'saveSession', params: ({ context }) => ({ session: context.session as SignedIn }) },
          ],
        },
      },
      states: {
        idle: {
          on: {
            REFRESH: 'refreshing',
            IMPERSONATE: { guard: 'isAdmin', target: 'startingImpersonation', actions: assign({ failure: undefined }) },
          },
        },
        ...tokenRefreshStates('refresh'),
        startingImpersonation: {
          invoke: {
            id: 'impersonate',
            src: 'impersonate',
            input: ({ context, event }) => ({
              userId: (event as Extract<SessionEvent, { type: 'IMPERSONATE' }>).userId,
              admin: context.session as SignedIn,
            }),
            onDone: {
              target: '#session.impersonating',
              actions: [
                assign(({ context, event }) => ({
                  impersonation: { adminId: (context.session as SignedIn).user.id, admin: context.session as SignedIn },
                  session: event.output,
                })),
                {
                  type: 'saveSession',
                  params: ({ context }) => ({ session: context.session as SignedIn, impersonation: context.impersonation }),
                },
              ],
            },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          },
        },
      },
    },

    impersonating: {
      initial: 'idle',
      on: {
        LOGOUT: { target: 'loggingOut', actions: assign({ endedBy: 'logout' }) },
        SESSION_ENDED: { guard: 'endsSession', target: 'loggingOut', actions: assign({ endedBy: 'invalid-jwt' }) },
        ENDED_ELSEWHERE: { target: 'loggedOut', actions: assign({ endedBy: ({ event }) => event.reason }) },
        TOKENS_ROTATED: { actions: withTokens },
        USER_UPDATED: {
          actions: assign({ session: ({ context, event }) => (context.session ? { ...context.session, user: event.user } : undefined) }),
        },
      },
      states: {
        idle: {
          on: { REFRESH: 'refreshing', STOP_IMPERSONATING: 'stopping' },
        },
        ...tokenRefreshStates('refreshImpersonated'),
        stopping: {
          invoke: {
            id: 'stopImpersonating',
            src: 'stopImpersonating',
            input: ({ context }) => ({ impersonation: context.impersonation as Impersonation, session: context.session as SignedIn }),
            onDone: {
              target: '#session.authenticated',
              actions: [
                assign({ session: ({ event }) => event.output, impersonation: undefined }),
                { type: 'saveSession', params: ({ event }) => ({ session: event.output }) },
              ],
            },
            // Stopping must never strand the admin as the user: a failed call is reported, and the
            // admin's own session is restored when this tab still has it, else the admin logs in
            // again (spec 002 §4.7).
            onError: [
              {
                guard: 'knowsAdminSession',
                target: '#session.authenticated',
                actions: [
                  { type: 'reportFailure', params: ({ event }) => ({ failure: failureOf(event.error) }) },
                  assign(({ context }) => ({ session: context.impersonation?.admin, impersonation: undefined })),
                  { type: 'saveSession', params: ({ context }) => ({ session: context.session as SignedIn }) },
                ],
              },
              {
                target: '#session.loggingOut',
                actions: [{ type: 'reportFailure', params: ({ event }) => ({ failure: failureOf(event.error) }) }, assign({ endedBy: 'logout' })],
              },
            ],
          },
        },
      },
    },

    loggingOut: {
      tags: ['logoutInProgress'],
      entry: { type: 'shareSessionEnded', params: ({ context }) => ({ reason: context.endedBy ?? 'logout' }) },
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ session: context.session }),
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
    },

    loggedOut: {
      tags: ['logoutInProgress'],
      entry: [
        assign({ session: undefined, impersonation: undefined, failure: undefined, reconnectAttempts: undefined }),
        'forgetSession',
        { type: 'sessionEnded', params: ({ context }) => ({ reason: context.endedBy ?? 'logout' }) },
      ],
      after: { [LOGOUT_SETTLE_MS]: 'anonymous' },
    },
  },
});
