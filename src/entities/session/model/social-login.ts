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

/** A path on this site (no other origin: an open redirect otherwise). */
const isLocalPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

export interface SocialReturn {
  provider: SocialProvider;
  returnTo?: string | undefined;
}

export function rememberSocialLogin(value: SocialReturn, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(SOCIAL_LOGIN_KEY, JSON.stringify(value));
}

export function readSocialLogin(storage: Pick<Storage, 'getItem'> = sessionStorage): SocialReturn | undefined {
  try {
    // Checked by hand, not with a schema library: this module is in the start-up chunk of every page.
    const stored: unknown = JSON.parse(storage.getItem(SOCIAL_LOGIN_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { provider, returnTo } = stored as Record<string, unknown>;
    if (!isSocialProvider(provider) || (returnTo !== undefined && !isLocalPath(returnTo))) return undefined;
    return returnTo === undefined ? { provider } : { provider, returnTo };
  } catch {
    return undefined;
  }
}

export function forgetSocialLogin(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(SOCIAL_LOGIN_KEY);
}
