import type { Impersonation, SessionTokens } from '@machines/session';
import * as v from 'valibot';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { AUTH_COOKIE } from './saved-login';

/** The auth cookie lasts a year (spec 002 §4.1); the tokens inside carry their own expiry. */
const AUTH_COOKIE_DAYS = 365;
const IMPERSONATION_KEY = 'impersonation';

const TokensSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)), refreshToken: v.pipe(v.string(), v.minLength(1)) });
const ImpersonationSchema = v.object({ isImpersonating: v.literal(true), adminId: v.pipe(v.number(), v.integer()) });

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readSavedTokens(): SessionTokens | undefined {
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

export function saveSession(tokens: SessionTokens, impersonation: Impersonation | undefined): void {
  writeCookie(AUTH_COOKIE, JSON.stringify(tokens), AUTH_COOKIE_DAYS);
  if (impersonation) localStorage.setItem(IMPERSONATION_KEY, JSON.stringify({ isImpersonating: true, adminId: impersonation.adminId }));
  else localStorage.removeItem(IMPERSONATION_KEY);
}

export function forgetSession(): void {
  writeCookie(AUTH_COOKIE, '', 0);
  localStorage.removeItem(IMPERSONATION_KEY);
}
