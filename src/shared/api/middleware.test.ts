import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import type { SessionBridge } from './session-bridge';

interface TestPaths {
  '/me': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': { data: { id: number } } } } };
    };
  };
  '/messages': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': { content: string } } };
      responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': { echo: string } } } };
    };
  };
}

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function fakeSession(overrides: Partial<SessionBridge> = {}) {
  let token = 'expired-token';
  const bridge: SessionBridge = {
    accessToken: () => token,
    refresh: vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      token = 'fresh-token';
      return token;
    }),
    onSessionEnded: vi.fn(),
    impersonation: () => undefined,
    ...overrides,
  };
  return bridge;
}

function client(session: SessionBridge | undefined, locale = 'sv-SE') {
  return createApiClient<TestPaths>({
    baseUrl: BASE,
    context: { locale: () => locale, distinctId: () => 'visitor-1' },
    session: () => session,
  });
}

/** Answers like the API: an expired token gets 401 jwt_token_expired. */
function meHandler() {
  return http.get(`${BASE}/me`, ({ request }) => {
    if (request.headers.get('Authorization') !== 'Bearer fresh-token') {
      return HttpResponse.json({ status: 401, slug: 'jwt_token_expired', message: 'Token expired' }, { status: 401 });
    }
    return HttpResponse.json({ data: { id: 7 } });
  });
}

describe('API client', () => {
  it('sends Accept-Language, the distinct id, the bearer token and impersonation headers', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/me`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: { id: 1 } });
      }),
    );
    const session = fakeSession({ accessToken: () => 'abc', impersonation: () => ({ adminId: '99' }) });
    await client(session, 'fi-FI').GET('/me');
    expect(seen?.get('Accept-Language')).toBe('fi-FI');
    expect(seen?.get('X-Distinct-Id')).toBe('visitor-1');
    expect(seen?.get('Authorization')).toBe('Bearer abc');
    expect(seen?.get('X-Impersonating')).toBe('true');
    expect(seen?.get('X-Admin-Id')).toBe('99');
  });

  it('turns an error answer into an ApiError with status, slug and message', async () => {
    server.use(http.get(`${BASE}/me`, () => HttpResponse.json({ status: 404, slug: 'model_not_found', message: 'Not found' }, { status: 404 })));
    const error = await client(undefined).GET('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, slug: 'model_not_found', message: 'Not found' });
  });

  it('passes an error without a response on unchanged', async () => {
    server.use(http.get(`${BASE}/me`, () => HttpResponse.error()));
    const error = await client(undefined).GET('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });

  it('refreshes once for 50 concurrent expired requests and retries each once', async () => {
    server.use(meHandler());
    const session = fakeSession();
    const api = client(session);
    const results = await Promise.all(Array.from({ length: 50 }, () => api.GET('/me')));
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.data?.data.id)).toEqual(Array(50).fill(7));
    expect(session.onSessionEnded).not.toHaveBeenCalled();
  });

  it('replays the body of a retried request', async () => {
    server.use(
      http.post(`${BASE}/messages`, async ({ request }) => {
        if (request.headers.get('Authorization') !== 'Bearer fresh-token') {
          return HttpResponse.json({ status: 401, slug: 'jwt_token_expired', message: 'Token expired' }, { status: 401 });
        }
        const body = (await request.json()) as { content: string };
        return HttpResponse.json({ echo: body.content });
      }),
    );
    const { data } = await client(fakeSession()).POST('/messages', { body: { content: 'Hello' } });
    expect(data?.echo).toBe('Hello');
  });

  it('ends all 50 with the logout signal when the refresh fails, without retrying', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/me`, () => {
        calls += 1;
        return HttpResponse.json({ status: 401, slug: 'jwt_token_expired', message: 'Token expired' }, { status: 401 });
      }),
    );
    const session = fakeSession({ refresh: vi.fn(async () => Promise.reject(new Error('refresh token expired'))) });
    const api = client(session);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => api.GET('/me')));
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(session.onSessionEnded).toHaveBeenCalledWith('jwt_refresh_failed');
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.slug === 'jwt_refresh_failed')).toBe(true);
    expect(calls).toBe(50);
  });

  it.each(['jwt_exception', 'jwt_refresh_failed', 'jwt_token_invalid', 'jwt_token_blacklisted'])(
    'ends the session on %s without a refresh',
    async (slug) => {
      server.use(http.get(`${BASE}/me`, () => HttpResponse.json({ status: 401, slug, message: 'Invalid' }, { status: 401 })));
      const session = fakeSession();
      await expect(client(session).GET('/me')).rejects.toMatchObject({ slug });
      expect(session.refresh).not.toHaveBeenCalled();
      expect(session.onSessionEnded).toHaveBeenCalledWith(slug);
    },
  );
});
