import { sessionMachine, type EndReason, type SessionFailure } from '@machines/session';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectSession, type SessionBridge } from '@/shared/api';
import * as requests from '../api/session-requests';
import * as storage from './session-storage';

export interface SessionEffects {
  /** After logout: clear the stores of vehicles, orders, CMS, filters… and go where the reason says. */
  onEnded: (reason: EndReason) => void;
  onFailure: (failure: SessionFailure) => void;
}

export type SessionActor = ReturnType<typeof createSessionActor>;

/** The app's one session actor, with the real API calls and storage, wired to the API client. */
export function createSessionActor(effects: SessionEffects) {
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(() => requests.restoreSession(storage.readSavedTokens(), storage.readSavedImpersonation())),
      login: fromPromise(({ input }) => requests.login(input)),
      register: fromPromise(({ input }) => requests.register(input)),
      confirmSocial: fromPromise(({ input }) => requests.confirmSocial(input)),
      refresh: fromPromise(({ input }) => requests.refreshTokens(input.refreshToken)),
      impersonate: fromPromise(({ input }) => requests.impersonate(input.userId, input.admin)),
      stopImpersonating: fromPromise(({ input }) => requests.stopImpersonating(input.session, input.impersonation.adminId)),
      logout: fromPromise(({ input }) => requests.logout(input.session)),
    },
    actions: {
      saveSession: (_, { session, impersonation }) => storage.saveSession(session.tokens, impersonation),
      forgetSession: () => storage.forgetSession(),
      sessionEnded: (_, { reason }) => effects.onEnded(reason),
      reportFailure: (_, { failure }) => effects.onFailure(failure),
    },
  });
  const actor = createActor(machine);

  const bridge: SessionBridge = {
    accessToken: () => actor.getSnapshot().context.session?.tokens.token,
    refresh: async () => {
      const snapshot = actor.getSnapshot();
      if (!snapshot.matches('authenticated') && !snapshot.matches('impersonating')) throw new Error('No session to refresh');
      actor.send({ type: 'REFRESH' });
      const settled = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) || s.matches({ impersonating: 'idle' }) || s.hasTag('logoutInProgress') || s.matches('anonymous'));
      const token = settled.context.session?.tokens.token;
      if (settled.hasTag('logoutInProgress') || !token) throw new Error('The refresh token is no longer valid');
      return token;
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
