import type { components } from '@/shared/api';

export type EidSignedRequest = components['schemas']['EidSignedRequest'];

/**
 * The national e-ID provider's authorize URL (001 §7): built from the broker's domain, the client
 * id and the signed request the API made (which carries the redirect URI and the acr values).
 * `state` comes back with the answer and ties it to this browser. With JWE on, the provider is
 * told to encrypt its answer (`response_mode` hint); a domain given with its scheme (the sandbox's
 * simulated provider) is taken as it is.
 */
export function eidAuthorizeUrl(signed: EidSignedRequest, state: string): string {
  const base = /^https?:\/\//.test(signed.domain) ? signed.domain.replace(/\/+$/, '') : `https://${signed.domain}`;
  const url = new URL(`${base}/oauth2/authorize`);
  url.searchParams.set('client_id', signed.clientId);
  url.searchParams.set('request', signed.request);
  url.searchParams.set('state', state);
  if (signed.jweEnabled) url.searchParams.set('response_mode', 'query.jwt');
  return url.toString();
}

/** What the provider put on the redirect URI: a code to finish with, its error, or nothing (not a return). */
export type EidReturn = { code: string; state: string } | { error: string; state: string };

export function eidReturnOf(search: URLSearchParams): EidReturn | null {
  const state = search.get('state') ?? '';
  const code = search.get('code');
  if (code) return { code, state };
  const error = search.get('error');
  return error ? { error, state } : null;
}
