import { isSocialProvider, type SocialProvider } from '@/entities/session';

export type CallbackParams =
  | { kind: 'ok'; code: string; provider: SocialProvider }
  | { kind: 'denied'; provider: SocialProvider | undefined }
  | { kind: 'missing-code'; provider: SocialProvider | undefined }
  | { kind: 'unknown-provider' };

/** `state` may carry the provider as such or as JSON `{ "provider": … }`. */
function providerInState(state: string | null): string | undefined {
  if (!state) return undefined;
  if (isSocialProvider(state)) return state;
  try {
    const parsed: unknown = JSON.parse(state);
    return parsed && typeof parsed === 'object' && 'provider' in parsed ? String(parsed.provider) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the provider's answer on /oauth-callback: the `code`, and the provider from the query
 * (`provider`), the OAuth `state`, or what this tab stored before leaving, in that order.
 */
export function readCallbackParams(search: URLSearchParams, storedProvider: SocialProvider | undefined): CallbackParams {
  const named = search.get('provider') ?? providerInState(search.get('state')) ?? storedProvider;
  const provider = isSocialProvider(named) ? named : undefined;
  if (search.get('error')) return { kind: 'denied', provider };
  const code = search.get('code');
  if (!code) return { kind: 'missing-code', provider };
  return provider ? { kind: 'ok', code, provider } : { kind: 'unknown-provider' };
}
