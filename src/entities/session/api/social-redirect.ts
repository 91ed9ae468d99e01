import { api, unwrap } from '@/shared/api';
import type { SocialProvider } from '../model/social-login';

/** GET /auth/{provider}/redirect: the provider's page, which sends the browser back to `redirectUrl` with a code. */
export async function fetchSocialRedirectUrl(provider: SocialProvider, redirectUrl: string): Promise<string> {
  const { data } = await unwrap(api.GET('/auth/{provider}/redirect', { params: { path: { provider }, query: { redirectUrl } } }));
  return data.url;
}
