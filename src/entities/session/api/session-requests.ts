import type { LoginInput, RegisterInput, Restored, SessionTokens, SignedIn, SocialInput, SocialProfile, SocialResult } from '../model/session.types';
import { isApiError, sessionlessApi, unwrap, type components } from '@/shared/api';

type AuthToken = components['schemas']['AuthToken'];
type SocialOnboarding = components['schemas']['SocialOnboarding'];

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const toSignedIn = (auth: AuthToken): SignedIn => ({ tokens: { token: auth.token, refreshToken: auth.refreshToken }, user: auth.user });

export async function login(input: LoginInput): Promise<SignedIn> {
  const { data } = await unwrap(sessionlessApi.POST('/auth/login', { body: input }));
  return toSignedIn(data);
}

export async function register(input: RegisterInput): Promise<SignedIn> {
  const { data } = await unwrap(sessionlessApi.POST('/auth/register', { body: input }));
  return toSignedIn(data);
}

/** The provider's details of a new account, without the blanks (null in the contract). */
function socialProfileOf(onboarding: SocialOnboarding): SocialProfile {
  const { email, firstName, lastName } = onboarding;
  return { ...(email ? { email } : {}), ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
}

export async function confirmSocial({ provider, code, redirectUrl }: SocialInput): Promise<SocialResult> {
  const { data: result } = await unwrap(
    sessionlessApi.POST('/auth/{provider}/confirm-login', { params: { path: { provider } }, body: { code, redirectUrl } }),
  );
  return 'token' in result
    ? { kind: 'signed-in', session: toSignedIn(result) }
    : { kind: 'needs-onboarding', onboardingId: result.onboardingId, profile: socialProfileOf(result) };
}

export async function refreshTokens(refreshToken: string): Promise<SessionTokens> {
  const { data } = await unwrap(sessionlessApi.POST('/auth/refresh', { body: { refreshToken } }));
  return toSignedIn(data).tokens;
}

async function currentUser(tokens: SessionTokens): Promise<SignedIn> {
  const { data } = await unwrap(sessionlessApi.GET('/me', { headers: bearer(tokens.token) }));
  return { tokens, user: data };
}

/**
 * The saved login, checked against the API; an expired token is refreshed once on the way, with
 * `refresh` (the tabs' shared refresh in the app).
 */
export async function restoreSession(
  saved: SessionTokens | undefined,
  impersonatedBy: number | undefined,
  refresh: (refreshToken: string) => Promise<SessionTokens> = refreshTokens,
): Promise<Restored | null> {
  if (!saved) return null;
  // Without an access token (one kept only in memory, gone with the reload) the refresh comes first.
  if (!saved.token) {
    const session = await currentUser(await refresh(saved.refreshToken));
    return impersonatedBy === undefined ? { session } : { session, impersonation: { adminId: impersonatedBy } };
  }
  let session: SignedIn;
  try {
    session = await currentUser(saved);
  } catch (error) {
    if (!isApiError(error) || error.slug !== 'jwt_token_expired') throw error;
    session = await currentUser(await refresh(saved.refreshToken));
  }
  return impersonatedBy === undefined ? { session } : { session, impersonation: { adminId: impersonatedBy } };
}

export async function logout(session: SignedIn | undefined): Promise<undefined> {
  if (!session) return undefined;
  await sessionlessApi.POST('/auth/logout', { headers: bearer(session.tokens.token) });
  return undefined;
}

export async function impersonate(userId: number, admin: SignedIn): Promise<SignedIn> {
  const { data } = await unwrap(
    sessionlessApi.POST('/auth/login-as-user/{id}', { params: { path: { id: userId } }, headers: bearer(admin.tokens.token) }),
  );
  return toSignedIn(data);
}

export async function stopImpersonating(session: SignedIn, adminId: number): Promise<SignedIn> {
  const { data } = await unwrap(
    sessionlessApi.POST('/auth/stop-impersonating', {
      headers: { ...bearer(session.tokens.token), 'X-Impersonating': 'true', 'X-Admin-Id': String(adminId) },
    }),
  );
  return toSignedIn(data);
}
