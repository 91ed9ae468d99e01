import * as v from 'valibot';
import { isSocialProvider, type SocialProvider } from './social-provider';

/**
 * What the browser must remember across the provider's pages: which provider it went to (the
 * callback may not say), and the page the login started on, to come back to when no
 * after-login rule sends the user elsewhere. Session storage: it belongs to this tab only.
 */
const KEY = 'social-login';

const Stored = v.object({
  provider: v.picklist(['facebook', 'google']),
  returnTo: v.optional(v.pipe(v.string(), v.check((p) => p.startsWith('/') && !p.startsWith('//')))),
});

export interface SocialReturn {
  provider: SocialProvider;
  returnTo?: string | undefined;
}

export function rememberSocialLogin(value: SocialReturn, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(value));
}

export function readSocialLogin(storage: Pick<Storage, 'getItem'> = sessionStorage): SocialReturn | undefined {
  try {
    const result = v.safeParse(Stored, JSON.parse(storage.getItem(KEY) ?? 'null'));
    return result.success && isSocialProvider(result.output.provider) ? result.output : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSocialLogin(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(KEY);
}
