import { sessionMachine, type EndReason, type SessionFailure, type SessionTokens } from '@machines/session';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BLACKLISTED_TOKEN_SLUG, SessionReconnectingError, connectSession, isApiError, type SessionBridge } from '@/shared/api';
import * as requests from '../api/session-requests';
import * as storage from './session-storage';
import { openTabChannel, refreshesSettled, withRefreshLock, type TabChannel } from './tab-sync';

export interface SessionEffects {
  /** After logout: clear the stores of vehicles, orders, CMS, filters… and go where the reason says. */
  onEnded: (reason: EndReason) => void;
  onFailure: (failure: SessionFailure) => void;
}

export type SessionActor = ReturnType<typeof createSessionActor>;

/**
 * One refresh for every tab: under the lock, a tab whose pair another tab has already rotated
 * takes the saved pair instead of refreshing (its refresh token is used up). The new pair is saved
 * before the lock is released, so the next tab reads it, and announced to the others.
 */
function sharedRefresh(channel: () => TabChannel, userId: () => number | undefined) {
  return (refreshToken: string): Promise<SessionTokens> =>
    withRefreshLock(async () => {
      const saved = storage.readSavedTokens();
      const sameUser = saved?.userId === undefined || userId() === undefined || saved.userId === userId();
      if (saved && sameUser && saved.refreshToken !== refreshToken) return { token: saved.token, refreshToken: saved.refreshToken };
      const tokens = await requests.refreshTokens(refreshToken);
      storage.saveTokens(tokens);
      channel().post({ type: 'tokens', tokens });
      return tokens;
    });
}

/** A refused token on restore may have been rotated by another tab meanwhile: restore once more with the pair it saved. */
async function restoreShared(refresh: (refreshToken: string) => Promise<SessionTokens>) {
  const saved = storage.readSavedTokens();
  const impersonatedBy = storage.readSavedImpersonation();
  try {
    return await requests.restoreSession(saved, impersonatedBy, refresh);
  } catch (error) {
    if (!isApiError(error) || (error.slug !== BLACKLISTED_TOKEN_SLUG && error.slug !== 'jwt_refresh_failed')) throw error;
    await refreshesSettled();
    const now = storage.readSavedTokens();
    if (!now || now.refreshToken === saved?.refreshToken) throw error;
    return requests.restoreSession(now, impersonatedBy, refresh);
  }
}

/** The app's one session actor, with the real API calls and storage, wired to the API client and the other tabs. */
export function createSessionActor(effects: SessionEffects) {
  let channel: TabChannel = { post: () => undefined };
  // The actor is made below; the refresh asks it whose session it renews only when it runs.
  let currentUserId: () => number | undefined = () => undefined;
  const refresh = sharedRefresh(() => channel, () => currentUserId());
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(() => restoreShared(refresh)),
      login: fromPromise(({ input }) => requests.login(input)),
      register: fromPromise(({ input }) => requests.register(input)),
      confirmSocial: fromPromise(({ input }) => requests.confirmSocial(input)),
      refresh: fromPromise(({ input }) => refresh(input.refreshToken)),
      impersonate: fromPromise(({ input }) => requests.impersonate(input.userId, input.admin)),
      stopImpersonating: fromPromise(({ input }) => requests.stopImpersonating(input.session, input.impersonation.adminId)),
      logout: fromPromise(({ input }) => requests.logout(input.session)),
    },
    actions: {
      saveSession: (_, { session, impersonation }) => storage.saveSession(session.tokens, impersonation, session.user.id),
      forgetSession: () => storage.forgetSession(),
      sessionEnded: (_, { reason }) => effects.onEnded(reason),
      reportFailure: (_, { failure }) => effects.onFailure(failure),
      shareSessionEnded: (_, { reason }) => channel.post({ type: 'ended', reason }),
    },
  });
  const actor = createActor(machine);
  currentUserId = () => actor.getSnapshot().context.session?.user.id;
  channel = openTabChannel((message) => {
    if (message.type === 'tokens') actor.send({ type: 'TOKENS_ROTATED', tokens: message.tokens });
    else actor.send({ type: 'ENDED_ELSEWHERE', reason: message.reason });
  });

  const signedIn = (s: ReturnType<typeof actor.getSnapshot>) => s.matches('authenticated') || s.matches('impersonating');
  const refreshing = (s: ReturnType<typeof actor.getSnapshot>) => s.matches({ authenticated: 'refreshing' }) || s.matches({ impersonating: 'refreshing' });
  const reconnecting = (s: ReturnType<typeof actor.getSnapshot>) => s.hasTag('reconnecting');

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
      await refreshesSettled();
      // Another tab may have rotated the pair before its message arrived: the saved pair tells.
      const saved = storage.readSavedTokens();
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
  return actor;
}
