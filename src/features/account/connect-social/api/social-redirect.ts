import { api, unwrap, type components } from '@/shared/api';

export type SocialProvider = components['schemas']['SocialProvider'];

/** GET /auth/{provider}/redirect: the provider's page, which sends the browser back to `redirectUrl` with a code. */
export async function socialRedirectUrl(provider: SocialProvider, redirectUrl: string): Promise<string> {
  return (await unwrap(api.GET('/auth/{provider}/redirect', { params: { path: { provider }, query: { redirectUrl } } }))).data.url;
}
