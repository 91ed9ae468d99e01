import type { Impersonation, SessionTokens } from './session.types';
import * as v from 'valibot';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { AUTH_COOKIE } from './saved-login';

/**
 * The auth cookie lasts a year (spec 002 §4.1); the tokens inside carry their own expiry. Only
 * this app's scripts read it (the API takes a bearer header), so it is `SameSite=Strict`: a page
 * opened from another site (the OAuth provider's return) still reads it, as `document.cookie` is
 * same-site for the page itself. `Secure` on https. Where each token lives: docs/decisions.md.
 */
const AUTH_COOKIE_DAYS = 365;
const IMPERSONATION_KEY = 'impersonation';

const TokensSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
  // Whose pair it is, so another tab takes it up only for the same user (not after an impersonation began or ended).
  userId: v.optional(v.pipe(v.number(), v.integer())),
});

/** The saved pair and, when known, whose it is. */
export type SavedTokens = SessionTokens & { userId?: number };
const ImpersonationSchema = v.object({ isImpersonating: v.literal(true), adminId: v.pipe(v.number(), v.integer()) });

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readSavedTokens(): SavedTokens | undefined {
  const parsed = v.safeParse(TokensSchema, parseJson(readCookie(AUTH_COOKIE)));
  return parsed.success ? parsed.output : undefined;
}

/**
 * The impersonation flag and admin id, loaded only with a saved login and cleared otherwise
 * (spec 002 §3: impersonation state is loaded from storage only when logged in).
 */
export function readSavedImpersonation(): number | undefined {
  if (!readSavedTokens()) {
    localStorage.removeItem(IMPERSONATION_KEY);
    return undefined;
  }
  const parsed = v.safeParse(ImpersonationSchema, parseJson(localStorage.getItem(IMPERSONATION_KEY)));
  return parsed.success ? parsed.output.adminId : undefined;
}

const AUTH_COOKIE_OPTIONS = { sameSite: 'Strict' } as const;

/** The pair alone, as a refresh saves it for the other tabs before it lets them go on (a refresh keeps the user). */
export function saveTokens({ token, refreshToken }: SessionTokens, userId: number | undefined = readSavedTokens()?.userId): void {
  writeCookie(AUTH_COOKIE, JSON.stringify({ token, refreshToken, ...(userId === undefined ? {} : { userId }) }), AUTH_COOKIE_DAYS, AUTH_COOKIE_OPTIONS);
}

export function saveSession(tokens: SessionTokens, impersonation: Impersonation | undefined, userId?: number): void {
  saveTokens(tokens, userId);
  if (impersonation) localStorage.setItem(IMPERSONATION_KEY, JSON.stringify({ isImpersonating: true, adminId: impersonation.adminId }));
  else localStorage.removeItem(IMPERSONATION_KEY);
}

export function forgetSession(): void {
  writeCookie(AUTH_COOKIE, '', 0, AUTH_COOKIE_OPTIONS);
  localStorage.removeItem(IMPERSONATION_KEY);
}
