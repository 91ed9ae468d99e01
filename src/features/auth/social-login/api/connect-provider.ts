import { api, unwrap } from '@/shared/api';
import type { SocialProvider } from '@/entities/session';

/** With a session, confirming a social login connects the provider to the account (002 §2.6). */
export async function connectProvider(provider: SocialProvider, code: string, redirectUrl: string): Promise<void> {
  await unwrap(api.POST('/auth/{provider}/confirm-login', { params: { path: { provider } }, body: { code, redirectUrl } }));
}
