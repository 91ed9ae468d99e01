import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionActor, SessionFailure, SessionSnapshot, SessionUser, SocialProfile } from './session.types';

/**
 * The session actor arrives a moment after the first render: its machine and XState load in
 * their own chunk, off the path that paints the page. Until then the session reads as
 * restoring, which is what it is.
 */
const SessionActorContext = createContext<SessionActor | undefined>(undefined);

export function SessionProvider({ actor, children }: { actor: SessionActor | undefined; children: ReactNode }) {
  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>;
}

/** The actor, for components that send it events; undefined while it loads. */
export function useSessionActor(): SessionActor | undefined {
  return useContext(SessionActorContext);
}

export type SessionStatus = 'restoring' | 'anonymous' | 'signing-in' | 'authenticated' | 'impersonating' | 'logging-out';

export interface SessionView {
  status: SessionStatus;
  user: SessionUser | undefined;
  isImpersonating: boolean;
  logoutInProgress: boolean;
  /** A token refresh could not reach the API; the session is kept and tries again (a quiet notice). */
  reconnecting: boolean;
  failure: SessionFailure | undefined;
  onboardingId: string | undefined;
  /** The new social account's e-mail and names from the provider, to start the sign-up with. */
  socialProfile: SocialProfile | undefined;
}

type Snapshot = SessionSnapshot;

export function sessionStatus(snapshot: Snapshot): SessionStatus {
  if (snapshot.hasTag('logoutInProgress')) return 'logging-out';
  if (snapshot.matches('restoring')) return 'restoring';
  if (snapshot.matches('impersonating')) return 'impersonating';
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('anonymous')) return 'anonymous';
  return 'signing-in';
}

export function selectSessionView(snapshot: Snapshot): SessionView {
  return {
    status: sessionStatus(snapshot),
    user: snapshot.context.session?.user,
    isImpersonating: Boolean(snapshot.context.impersonation),
    logoutInProgress: snapshot.hasTag('logoutInProgress'),
    reconnecting: snapshot.hasTag('reconnecting'),
    failure: snapshot.context.failure,
    onboardingId: snapshot.context.onboardingId,
    socialProfile: snapshot.context.socialProfile,
  };
}

const RESTORING: SessionView = {
  status: 'restoring',
  user: undefined,
  isImpersonating: false,
  logoutInProgress: false,
  reconnecting: false,
  failure: undefined,
  onboardingId: undefined,
  socialProfile: undefined,
};

const sameView = (a: SessionView, b: SessionView) =>
  a.status === b.status &&
  a.user === b.user &&
  a.isImpersonating === b.isImpersonating &&
  a.failure === b.failure &&
  a.onboardingId === b.onboardingId &&
  a.socialProfile === b.socialProfile &&
  a.logoutInProgress === b.logoutInProgress &&
  a.reconnecting === b.reconnecting;

export function useSession(): SessionView {
  const actor = useSessionActor();
  const last = useRef<SessionView>(RESTORING);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = useCallback(() => {
    const view = actor ? selectSessionView(actor.getSnapshot()) : RESTORING;
    if (!sameView(last.current, view)) last.current = view;
    return last.current;
  }, [actor]);
  return useSyncExternalStore(subscribe, read, read);
}
