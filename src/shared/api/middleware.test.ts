import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { isApiUnreachable, watchReachability } from '@/shared/lib/connection';
import { RequestTimeoutError } from './request-deadline';
import type { SessionBridge } from './session-bridge';
import { SessionReconnectingError } from './transient-error';

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

function client(session: SessionBridge | undefined, locale = 'sv-SE', deadlines = { readMs: 15_000, writeMs: 30_000 }) {
  return createApiClient<TestPaths>({
    baseUrl: BASE,
    context: { locale: () => locale, distinctId: () => 'visitor-1' },
    session: () => session,
    deadlines: () => deadlines,
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refused = (slug: string) => HttpResponse.json({ status: 401, slug, message: slug }, { status: 401 });

/**
 * The API as it rotates tokens (sandbox rules): the old access token is expired, and once the
 * refresh has rotated the pair it is blacklisted. The session shares one refresh and tells, once
 * it has finished, which token is current (`settledToken`).
 */
function rotatingApi(refreshMs = 40) {
  const api = { rotated: false, refreshes: 0, seen: [] as string[] };
  let token = 'old-token';
  let inFlight: Promise<string> | undefined;
  const session = fakeSession({
    accessToken: () => token,
    refresh: vi.fn(() => {
      inFlight ??= (async () => {
        api.refreshes += 1;
        // The API rotates at once; its answer reaches the page a round trip later.
        api.rotated = true;
        await wait(refreshMs);
        token = 'fresh-token';
        return token;
      })();
      return inFlight;
    }),
    settledToken: async () => {
      await inFlight;
      return token;
    },
  });
  server.use(
    http.get(`${BASE}/me`, ({ request }) => {
      const auth = request.headers.get('Authorization') ?? '';
      api.seen.push(auth);
      if (auth === 'Bearer fresh-token') return HttpResponse.json({ data: { id: 7 } });
      return refused(api.rotated ? 'jwt_token_blacklisted' : 'jwt_token_expired');
    }),
  );
  return { api, session };
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

  it('sends a request refused for a token rotated away meanwhile again with the current one, without logging out', async () => {
    const { api, session } = rotatingApi();
    const apiClient = client(session);
    // Requests go out every 10 ms across the rotation: the first ones meet the expired token, the
    // ones sent while the refresh answer is under way meet the blacklisted one (the logout race).
    const results = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        await wait(index * 10);
        return apiClient.GET('/me');
      }),
    );
    expect(api.seen.filter((auth) => auth === 'Bearer old-token').length).toBeGreaterThan(1);
    expect(results.map((r) => r.data?.data.id)).toEqual(Array(12).fill(7));
    expect(api.refreshes).toBe(1);
    expect(session.onSessionEnded).not.toHaveBeenCalled();
  });

  it('the race 50 times over: no run logs out', async () => {
    let logouts = 0;
    for (let run = 0; run < 50; run += 1) {
      const { session } = rotatingApi(5 + (run % 7) * 5);
      const apiClient = client(session);
      await Promise.allSettled(
        [0, 3, 7, 15, 30].map(async (delay) => {
          await wait(delay);
          return apiClient.GET('/me');
        }),
      );
      if (vi.mocked(session.onSessionEnded).mock.calls.length > 0) logouts += 1;
    }
    expect(logouts).toBe(0);
  });

  it('logs out when the current token itself is blacklisted', async () => {
    server.use(http.get(`${BASE}/me`, () => refused('jwt_token_blacklisted')));
    const session = fakeSession({ accessToken: () => 'current-token', settledToken: async () => 'current-token' });
    await expect(client(session).GET('/me')).rejects.toMatchObject({ slug: 'jwt_token_blacklisted' });
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.onSessionEnded).toHaveBeenCalledWith('jwt_token_blacklisted');
  });

  it('keeps the session when the refresh cannot reach the API, and fails the request with that transient error', async () => {
    server.use(meHandler());
    const session = fakeSession({ refresh: vi.fn(async () => Promise.reject(new SessionReconnectingError())) });
    const apiClient = client(session);
    const results = await Promise.allSettled([apiClient.GET('/me'), apiClient.GET('/me')]);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof SessionReconnectingError)).toBe(true);
    expect(session.onSessionEnded).not.toHaveBeenCalled();
    // Once the API is back, the next request refreshes and succeeds: the token was not given up.
    vi.mocked(session.refresh).mockImplementation(async () => 'fresh-token');
    expect((await apiClient.GET('/me')).data?.data.id).toBe(7);
  });

  it('stops waiting for a read after its deadline with a RequestTimeoutError', async () => {
    server.use(http.get(`${BASE}/me`, () => new Promise<Response>(() => undefined)));
    const started = Date.now();
    const error = await client(undefined, 'en', { readMs: 60, writeMs: 500 })
      .GET('/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('gives a write the longer deadline', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(`${BASE}/messages`, () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ echo: 'late but in time' }))))),
    );
    const call = client(undefined, 'en', { readMs: 20, writeMs: 2_000 }).POST('/messages', { body: { content: 'x' } });
    await wait(100);
    answer();
    expect((await call).data?.echo).toBe('late but in time');
  });

  it("keeps the caller's own abort an AbortError, not a timeout", async () => {
    server.use(http.get(`${BASE}/me`, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const call = client(undefined).GET('/me', { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('what the client tells the page about the connection', () => {
  it('a call without an answer has the API probed; an answer of any status says it is reachable; an abort says nothing', async () => {
    const probe = vi.fn(async () => false);
    const stop = watchReachability(probe);
    try {
      server.use(http.get(`${BASE}/me`, () => HttpResponse.error()));
      await expect(client(undefined).GET('/me')).rejects.toBeInstanceOf(TypeError);
      await vi.waitFor(() => expect(isApiUnreachable()).toBe(true));
      expect(probe).toHaveBeenCalledTimes(1);

      server.use(http.get(`${BASE}/me`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
      await expect(client(undefined).GET('/me')).rejects.toBeInstanceOf(ApiError);
      expect(isApiUnreachable()).toBe(false);

      server.use(http.get(`${BASE}/me`, () => new Promise<Response>(() => undefined)));
      const controller = new AbortController();
      const call = client(undefined).GET('/me', { signal: controller.signal });
      controller.abort();
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
      expect(probe).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
