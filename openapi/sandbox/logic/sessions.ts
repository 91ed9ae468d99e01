import { issueTokens, refresh, REFRESH_TOKEN_LIFETIME_SECONDS, verifyAccessToken, type AccessTokenCheck, type TokenPair, type TokenSettings } from '../rules/tokens';
import type { SandboxRuntime } from '../http/runtime';
import type { SessionRow } from '../store/rows';
import type { Store } from '../store/store';

/** The token lifetimes in force: the access token's may be shortened for tests (POST /__sandbox/settings). */
export const tokenSettings = (runtime: Pick<SandboxRuntime, 'settings'>): TokenSettings => ({
  accessTokenLifetimeSeconds: runtime.settings.accessTokenTtlSeconds,
  refreshTokenLifetimeSeconds: REFRESH_TOKEN_LIFETIME_SECONDS,
});

/** Logged-out sessions: the rules take the blacklisted token as a set. */
function revokedSet(store: Store, token: string): ReadonlySet<string> {
  const session = store.sessions.by('token', token)[0] ?? store.sessions.by('refreshToken', token)[0];
  return new Set(session?.revoked ? [token] : []);
}

/**
 * Tokens carry the user and the issue time only, so two sessions of one user opened in
 * the same millisecond (a frozen test clock) would share tokens, and ending one would end
 * both. Such a session is issued a millisecond later instead.
 */
function uniqueTokens(store: Store, userId: number, now: Date, settings: TokenSettings): TokenPair {
  let at = now.getTime();
  let tokens = issueTokens(userId, new Date(at), settings);
  while (store.sessions.by('token', tokens.token).length > 0 || store.sessions.by('refreshToken', tokens.refreshToken).length > 0) {
    tokens = issueTokens(userId, new Date(++at), settings);
  }
  return tokens;
}

/** A new session (login, sign-up, impersonation) with its token pair. */
export function openSession(store: Store, userId: number, now: Date, settings: TokenSettings, impersonatedBy: number | null = null): { tokens: TokenPair; session: SessionRow } {
  const tokens = uniqueTokens(store, userId, now, settings);
  const session = store.sessions.insert({
    userId,
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    impersonatedBy,
    revoked: false,
    createdAt: now.toISOString(),
  });
  return { tokens, session };
}

export function checkAccessToken(store: Store, token: string, now: Date): AccessTokenCheck {
  const check = verifyAccessToken(token, now, revokedSet(store, token));
  return check.ok && sessionOfToken(store, token)?.accessTokenExpired ? { ok: false, slug: 'jwt_token_expired' } : check;
}

export const sessionOfToken = (store: Store, token: string): SessionRow | undefined => store.sessions.by('token', token)[0];

/**
 * Lets one access token lapse now (a sandbox test helper): its refresh token still works. A
 * short lifetime for every token would also expire the tokens a refresh hands out, so on a
 * slow machine the retried request could meet an expired token again.
 */
export function expireAccessToken(store: Store, token: string): boolean {
  const session = sessionOfToken(store, token);
  if (!session) return false;
  session.accessTokenExpired = true;
  return true;
}

/**
 * Renews a session with its refresh token (rules/tokens). The old session is revoked:
 * a refresh token is used once, and the renewed session keeps the impersonation.
 */
export function refreshSession(store: Store, refreshToken: string, now: Date, settings: TokenSettings): { tokens: TokenPair; session: SessionRow } | undefined {
  const result = refresh(refreshToken, now, settings, revokedSet(store, refreshToken));
  if (!result.ok) return undefined;
  const previous = store.sessions.by('refreshToken', refreshToken)[0];
  revokeSessionsOf(store, refreshToken);
  const tokens = uniqueTokens(store, result.userId, now, settings);
  const session = store.sessions.insert({
    userId: result.userId,
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    impersonatedBy: previous?.impersonatedBy ?? null,
    revoked: false,
    createdAt: now.toISOString(),
  });
  return { tokens, session };
}

function revokeSessionsOf(store: Store, refreshToken: string): void {
  for (const session of store.sessions.by('refreshToken', refreshToken)) session.revoked = true;
}

/** Ends a session: the token, the other access tokens of its refresh token, and the refresh token are blacklisted. */
export function revokeSession(store: Store, token: string): void {
  const session = sessionOfToken(store, token);
  if (session) revokeSessionsOf(store, session.refreshToken);
}

/**
 * GET /me hands out a fresh access token (002 §7) within the same session. The current
 * one is kept while more than half its lifetime is left, so polling does not mint a
 * token every 30 seconds.
 */
export function freshAccessToken(store: Store, token: string, now: Date, settings: TokenSettings): string {
  const check = checkAccessToken(store, token, now);
  const session = sessionOfToken(store, token);
  if (!session || !check.ok || check.expiresAt.getTime() - now.getTime() > (settings.accessTokenLifetimeSeconds * 1000) / 2) return token;
  const fresh = uniqueTokens(store, session.userId, now, settings).token;
  store.sessions.insert({ ...session, token: fresh, createdAt: now.toISOString() });
  return fresh;
}
