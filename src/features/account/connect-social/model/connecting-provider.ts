import type { SocialProvider } from '../api/social-redirect';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'google'];

/** Brand names stay as the providers spell them in every language. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google' };

/**
 * The /oauth-callback page connects the provider when a signed-in user returns (POST
 * /auth/{provider}/confirm-login with the token) and then opens the account page. Providers
 * do not always say who they are in the callback, so the tab remembers it the way the
 * social login does: `social-login` in session storage, `{ provider, returnTo }`
 * (features/social-login/model/social-return.ts reads it).
 */
const SOCIAL_LOGIN_KEY = 'social-login';

export function rememberConnectingProvider(provider: SocialProvider, returnTo: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(SOCIAL_LOGIN_KEY, JSON.stringify({ provider, returnTo }));
}
