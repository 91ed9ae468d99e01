import { api, unwrap } from '@/shared/api';
import type { SocialProvider } from '../model/social-provider';

/** The provider's authorize URL; the provider sends the browser back to `redirectUrl` with a code. */
export async function fetchSocialRedirectUrl(provider: SocialProvider, redirectUrl: string): Promise<string> {
  const { data } = await unwrap(api.GET('/auth/{provider}/redirect', { params: { path: { provider }, query: { redirectUrl } } }));
  return data.url;
}
