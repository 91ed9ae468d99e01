import type { SandboxOptions } from '@openapi/sandbox/create-sandbox';
import { createSandboxServer, type SandboxServer } from '@openapi/sandbox/node';
import { http, type HttpResponseResolver, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiServer {
  /** Handlers for the test that adds them; every test starts from the file's own. */
  use: (...handlers: RequestHandler[]) => void;
  /**
   * Answers `method url` (an MSW pattern: the API's path after a `*` wildcard) with `resolver` for this test,
   * and keeps the JSON body of each request it gets, in order (an empty body as `undefined`).
   */
  answer: <TBody = unknown>(method: Method, url: string, resolver: HttpResponseResolver) => TBody[];
  /** The MSW server itself, for what the two above do not cover. */
  server: SetupServer;
}

/**
 * The API of a test file, answered by MSW in Node: listening from the file's first test, its
 * handlers back to `handlers` after each test, closed after the last. A request nobody answers
 * fails the test. Call once at the top of a test file (test files only: it runs in Node).
 */
export function setupApiServer(...handlers: RequestHandler[]): ApiServer {
  return serving(setupServer(...handlers));
}

/**
 * The sandbox API (a fresh seeded store, the demo accounts) for a test file, with the same
 * lifecycle as `setupApiServer`; `sandbox` is its store and clock, `apiBaseUrl` where it answers.
 */
export function setupSandboxServer(options: SandboxOptions = {}): ApiServer & Omit<SandboxServer, 'server'> {
  const { server, ...sandbox } = createSandboxServer(options);
  return { ...serving(server), ...sandbox };
}

function serving(server: SetupServer): ApiServer {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    use: (...added) => server.use(...added),
    answer: <TBody>(method: Method, url: string, resolver: HttpResponseResolver) => {
      const bodies: TBody[] = [];
      server.use(
        http[method](url, async (info) => {
          const text = await info.request.clone().text();
          bodies.push((text === '' ? undefined : JSON.parse(text)) as TBody);
          return resolver(info);
        }),
      );
      return bodies;
    },
  };
}
