import * as v from 'valibot';
import type { components } from '@/shared/api';

export type SocialProvider = components['schemas']['SocialProvider'];

export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const satisfies readonly SocialProvider[];

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Brand names stay as the providers spell them in every language. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google' };

/**
 * What the browser must remember across the provider's pages: which provider it went to (the
 * callback may not say), and the page to come back to: where a login started, or the account
 * page for a provider being connected. Session storage: it belongs to this tab only.
 */
export const SOCIAL_LOGIN_KEY = 'social-login';

const Stored = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS),
  returnTo: v.optional(v.pipe(v.string(), v.check((p) => p.startsWith('/') && !p.startsWith('//')))),
});

export interface SocialReturn {
  provider: SocialProvider;
  returnTo?: string | undefined;
}

export function rememberSocialLogin(value: SocialReturn, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(SOCIAL_LOGIN_KEY, JSON.stringify(value));
}

export function readSocialLogin(storage: Pick<Storage, 'getItem'> = sessionStorage): SocialReturn | undefined {
  try {
    const result = v.safeParse(Stored, JSON.parse(storage.getItem(SOCIAL_LOGIN_KEY) ?? 'null'));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSocialLogin(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(SOCIAL_LOGIN_KEY);
}
