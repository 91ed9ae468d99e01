import { sessionMachine } from '@machines/session';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { loadSessionRuntime, type EndReason, type SessionActor, type SessionFailure } from '@/entities/session';
import { SessionReconnectingError, connectSession, type SessionBridge } from '@/shared/api';
import { sessionActorsOf } from './session-actors';

export interface SessionEffects {
  /** After logout: clear the stores of vehicles, orders, CMS, filters… and go where the reason says. */
  onEnded: (reason: EndReason) => void;
  onFailure: (failure: SessionFailure) => void;
}

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const signedIn = (s: Snapshot) => s.matches('authenticated') || s.matches('impersonating');
const refreshing = (s: Snapshot) => s.matches({ authenticated: 'refreshing' }) || s.matches({ impersonating: 'refreshing' });
const reconnecting = (s: Snapshot) => s.hasTag('reconnecting');

/**
 * The app's one session actor (not started): the session machine with the entity's API calls,
 * storage and tab channel, wired to the API client (tokens, refreshes, the end of a session).
 * Its machine and XState load in a chunk of their own, off the path that paints the page.
 */
export async function createSessionActor(effects: SessionEffects) {
  const createSessionRuntime = await loadSessionRuntime();
  let currentSnapshot: () => Snapshot | undefined = () => undefined;
  let send: (event: Parameters<SessionActor['send']>[0]) => void = () => undefined;
  const runtime = createSessionRuntime({
    // The actor is made below; the refresh asks it whose session it renews only when it runs.
    userId: () => currentSnapshot()?.context.session?.user.id,
    onTabMessage: (message) => send(message.type === 'tokens' ? { type: 'TOKENS_ROTATED', tokens: message.tokens } : { type: 'ENDED_ELSEWHERE', reason: message.reason }),
  });
  const machine = sessionMachine.provide({
    actors: sessionActorsOf(runtime.calls),
    actions: {
      saveSession: (_, { session, impersonation }) => runtime.save(session, impersonation),
      forgetSession: () => runtime.forget(),
      sessionEnded: (_, { reason }) => effects.onEnded(reason),
      reportFailure: (_, { failure }) => effects.onFailure(failure),
      shareSessionEnded: (_, { reason }) => runtime.shareEnded(reason),
    },
  });
  const actor = createActor(machine);
  currentSnapshot = () => actor.getSnapshot();
  send = (event) => actor.send(event);

  const bridge: SessionBridge = {
    accessToken: () => actor.getSnapshot().context.session?.tokens.token,
    refresh: async () => {
      if (!signedIn(actor.getSnapshot())) throw new Error('No session to refresh');
      actor.send({ type: 'REFRESH' });
      const settled = await waitFor(
        actor,
        (s) => s.matches({ authenticated: 'idle' }) || s.matches({ impersonating: 'idle' }) || reconnecting(s) || s.hasTag('logoutInProgress') || s.matches('anonymous'),
      );
      // The API could not be reached: the session stays and tries again by itself.
      if (reconnecting(settled)) throw new SessionReconnectingError();
      const token = settled.context.session?.tokens.token;
      if (settled.hasTag('logoutInProgress') || !token) throw new Error('The refresh token is no longer valid');
      return token;
    },
    settledToken: async () => {
      await waitFor(actor, (s) => !refreshing(s) && !s.matches('restoring'));
      // Another tab may have rotated the pair before its message arrived: the saved pair tells.
      const saved = await runtime.settledSavedTokens();
      const { session } = actor.getSnapshot().context;
      const sameUser = saved?.userId === undefined || saved.userId === session?.user.id;
      if (saved && session && sameUser && saved.refreshToken !== session.tokens.refreshToken && signedIn(actor.getSnapshot())) {
        actor.send({ type: 'TOKENS_ROTATED', tokens: { token: saved.token, refreshToken: saved.refreshToken } });
      }
      return actor.getSnapshot().context.session?.tokens.token;
    },
    onSessionEnded: (slug) => actor.send({ type: 'SESSION_ENDED', slug }),
    impersonation: () => {
      const impersonation = actor.getSnapshot().context.impersonation;
      return impersonation ? { adminId: String(impersonation.adminId) } : undefined;
    },
  };
  connectSession(bridge);
  // The entity's readers type the actor without the machine: this is where the two must agree.
  return actor satisfies SessionActor;
}
