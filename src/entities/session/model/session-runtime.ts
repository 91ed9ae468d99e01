import { BLACKLISTED_TOKEN_SLUG, isApiError, retryTransient } from '@/shared/api';
import * as requests from '../api/session-requests';
import type { EndReason, Impersonation, SessionCalls, SessionTokens, SignedIn } from './session.types';
import * as storage from './session-storage';
import { openTabChannel, refreshesSettled, withRefreshLock, type TabChannel, type TabMessage } from './tab-sync';

/**
 * How the session talks to the API, keeps its login for the next visit and shares it with the
 * other tabs: everything the app's session actor needs but the machine's decisions.
 */
export interface SessionRuntime {
  /** The machine's calls: the API's, with one refresh for every tab. */
  calls: SessionCalls;
  /** Keeps the login (cookie and impersonation flag) for the next visit and the other tabs. */
  save: (session: SignedIn, impersonation: Impersonation | undefined) => void;
  forget: () => void;
  /** Tells the other tabs that this session ended, so they end theirs. */
  shareEnded: (reason: EndReason) => void;
  /** The saved pair and whose it is, once every refresh under way in any tab has finished. */
  settledSavedTokens: () => Promise<storage.SavedTokens | undefined>;
}

export interface SessionRuntimeOptions {
  /** Whose session this tab holds now: another tab's new pair is taken up only for the same user. */
  userId: () => number | undefined;
  /** Another tab refreshed (its new pair) or ended its session. */
  onTabMessage: (message: TabMessage) => void;
}

/**
 * One refresh for every tab: under the lock, a tab whose pair another tab has already rotated
 * takes the saved pair instead of refreshing (its refresh token is used up). The new pair is saved
 * before the lock is released, so the next tab reads it, and announced to the others.
 */
function sharedRefresh(channel: TabChannel, userId: () => number | undefined) {
  return (refreshToken: string): Promise<SessionTokens> =>
    withRefreshLock(async () => {
      const saved = storage.readSavedTokens();
      const sameUser = saved?.userId === undefined || userId() === undefined || saved.userId === userId();
      if (saved && sameUser && saved.refreshToken !== refreshToken) return { token: saved.token, refreshToken: saved.refreshToken };
      const tokens = await requests.refreshTokens(refreshToken);
      storage.saveTokens(tokens);
      channel.post({ type: 'tokens', tokens });
      return tokens;
    });
}

/**
 * The saved login's check at start-up is tried three times over about four seconds while it gets
 * no answer (network, 5xx, timeout): one lost request showed a signed-in visitor as a guest until
 * the next reload. Only the API's refusal decides at once.
 */
export const RESTORE_RETRY_DELAYS_MS = [1_000, 3_000] as const;

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

/** The session's API calls, storage and tab channel, opened once for the app's session actor. */
export function createSessionRuntime({ userId, onTabMessage }: SessionRuntimeOptions): SessionRuntime {
  const channel = openTabChannel(onTabMessage);
  const refresh = sharedRefresh(channel, userId);
  return {
    calls: {
      restore: () => retryTransient(() => restoreShared(refresh), RESTORE_RETRY_DELAYS_MS),
      login: requests.login,
      register: requests.register,
      confirmSocial: requests.confirmSocial,
      refresh: ({ refreshToken }) => refresh(refreshToken),
      impersonate: ({ userId: id, admin }) => requests.impersonate(id, admin),
      stopImpersonating: ({ session, impersonation }) => requests.stopImpersonating(session, impersonation.adminId),
      logout: ({ session }) => requests.logout(session),
    },
    save: (session, impersonation) => storage.saveSession(session.tokens, impersonation, session.user.id),
    forget: () => storage.forgetSession(),
    shareEnded: (reason) => channel.post({ type: 'ended', reason }),
    settledSavedTokens: async () => {
      await refreshesSettled();
      return storage.readSavedTokens();
    },
  };
}
