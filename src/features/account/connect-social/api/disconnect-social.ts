import type { CurrentUser } from '@/entities/user';
import { api, unwrap } from '@/shared/api';
import type { SocialProvider } from '@/entities/session';

/**
 * DELETE /me/social-accounts/{provider}: the user without the provider. Refused (409
 * `last_login_method`) for the only login of an account without a password.
 */
export async function disconnectSocial(provider: SocialProvider): Promise<CurrentUser> {
  return (await unwrap(api.DELETE('/me/social-accounts/{provider}', { params: { path: { provider } } }))).data;
}
