import type { Middleware } from 'openapi-fetch';
import { ApiError, EXPIRED_TOKEN_SLUG, LOGOUT_SLUGS, apiErrorFromResponse } from './api-error';
import type { RequestContext, SessionBridge } from './session-bridge';
import { singleFlight } from './single-flight';

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
 * Every non-2xx answer becomes an ApiError. On `jwt_token_expired`, one refresh serves every
 * request that expired meanwhile, and each is sent again once. A failed refresh ends the
 * session once and fails them all with `jwt_refresh_failed`; a retried request's own failure
 * is final, so there is no retry storm.
 */
export function responseMiddleware(session: () => SessionBridge | undefined, fetchFn: (request: Request) => Promise<Response>): Middleware {
  const pristine = new Map<string, Request>();
  const refreshers = new WeakMap<SessionBridge, () => Promise<string>>();
  // Tokens whose refresh already failed: answers that arrive later fail at once.
  const deadTokens = new Set<string>();

  const refreshFor = (bridge: SessionBridge) => {
    let refresh = refreshers.get(bridge);
    if (!refresh) {
      refresh = singleFlight(async () => {
        try {
          return await bridge.refresh();
        } catch (error) {
          bridge.onSessionEnded('jwt_refresh_failed');
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
      if (error.slug !== EXPIRED_TOKEN_SLUG || !bridge || !original) return fail(bridge, error);

      const sentWith = original.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
      const current = bridge.accessToken();
      const sessionEnded = () => new ApiError(401, 'jwt_refresh_failed', 'The session has ended. Please log in again.');
      let token: string;
      if (current && current !== sentWith) {
        // Another request refreshed while this one was under way.
        token = current;
      } else if (deadTokens.has(sentWith)) {
        throw sessionEnded();
      } else {
        try {
          token = await refreshFor(bridge);
        } catch {
          deadTokens.add(sentWith);
          throw sessionEnded();
        }
      }
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
      // An error without a response (network down, aborted) passes on unchanged.
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}
