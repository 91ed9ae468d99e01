import type { Middleware } from 'openapi-fetch';
import { ApiError, BLACKLISTED_TOKEN_SLUG, EXPIRED_TOKEN_SLUG, LOGOUT_SLUGS, apiErrorFromResponse } from './api-error';
import type { RequestContext, SessionBridge } from './session-bridge';
import { singleFlight } from './single-flight';
import { isTransientError } from './transient-error';

/** Accept-Language, the analytics distinct id, impersonation headers and the bearer token on every request. */
export function headersMiddleware(context: RequestContext, session: () => SessionBridge | undefined): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', context.locale());
      request.headers.set('X-Distinct-Id', context.distinctId());
      const bridge = session();
      const impersonation = bridge?.impersonation();
      if (impersonation) {
        request.headers.set('X-Impersonating', 'true');
        request.headers.set('X-Admin-Id', impersonation.adminId);
      }
      const token = bridge?.accessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/**
 * Every non-2xx answer becomes an ApiError. A request refused for its token is sent again, once,
 * with the session's current token when that token has been replaced since it was sent (another
 * request's refresh, another tab's): after a rotation the API answers `jwt_token_blacklisted` to
 * the old one, which is no reason to log out (002 §4.1, §8). On `jwt_token_expired` with the
 * current token, one refresh serves every request that expired meanwhile. A refresh that fails for
 * good ends the session once and fails them all with `jwt_refresh_failed`; one that could not
 * reach the API (network, 5xx) keeps the session and fails them with that transient error. A
 * retried request's own failure is final, so there is no retry storm.
 */
export function responseMiddleware(session: () => SessionBridge | undefined, fetchFn: (request: Request) => Promise<Response>): Middleware {
  const pristine = new Map<string, Request>();
  const refreshers = new WeakMap<SessionBridge, () => Promise<string>>();
  // Tokens whose refresh already failed for good: answers that arrive later fail at once.
  const deadTokens = new Set<string>();

  const refreshFor = (bridge: SessionBridge) => {
    let refresh = refreshers.get(bridge);
    if (!refresh) {
      refresh = singleFlight(async () => {
        try {
          return await bridge.refresh();
        } catch (error) {
          if (!isTransientError(error)) bridge.onSessionEnded('jwt_refresh_failed');
          throw error;
        }
      });
      refreshers.set(bridge, refresh);
    }
    return refresh();
  };

  const fail = (bridge: SessionBridge | undefined, error: ApiError): never => {
    if (bridge && LOGOUT_SLUGS.has(error.slug)) bridge.onSessionEnded(error.slug);
    throw error;
  };

  const sessionEnded = () => new ApiError(401, 'jwt_refresh_failed', 'The session has ended. Please log in again.');

  /** The token to send the request again with, or a thrown error when there is none. */
  async function replacementToken(bridge: SessionBridge, error: ApiError, sentWith: string): Promise<string> {
    // Let a refresh under way (here or in another tab) finish: its token may be the answer.
    const latest = bridge.settledToken ? await bridge.settledToken() : bridge.accessToken();
    if (latest && latest !== sentWith) return latest;
    // The current token itself is refused: the session is over.
    if (error.slug === BLACKLISTED_TOKEN_SLUG) return fail(bridge, error);
    if (deadTokens.has(sentWith)) throw sessionEnded();
    try {
      return await refreshFor(bridge);
    } catch (refreshError) {
      if (isTransientError(refreshError)) throw refreshError;
      deadTokens.add(sentWith);
      throw sessionEnded();
    }
  }

  return {
    onRequest({ id, request }) {
      // Kept before sending: a sent request's body cannot be read again for the retry.
      pristine.set(id, request.clone());
      return undefined;
    },
    async onResponse({ id, response }) {
      const original = pristine.get(id);
      pristine.delete(id);
      if (response.ok) return response;
      const error = await apiErrorFromResponse(response);
      const bridge = session();
      const sentWith = original?.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
      const tokenRefused = error.slug === EXPIRED_TOKEN_SLUG || error.slug === BLACKLISTED_TOKEN_SLUG;
      if (!tokenRefused || !bridge || !original || !sentWith) return fail(bridge, error);

      const token = await replacementToken(bridge, error, sentWith);
      original.headers.set('Authorization', `Bearer ${token}`);
      const retried = await fetchFn(original);
      if (retried.ok) return retried;
      const retryError = await apiErrorFromResponse(retried);
      // Expired again right after a refresh: the session cannot be kept alive.
      if (retryError.slug === EXPIRED_TOKEN_SLUG) bridge.onSessionEnded(EXPIRED_TOKEN_SLUG);
      return fail(bridge, retryError);
    },
    onError({ id, error }) {
      pristine.delete(id);
      // An error without a response (network down, aborted, no answer in time) passes on unchanged.
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}
