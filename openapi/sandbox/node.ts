import { setupServer, type SetupServer } from 'msw/node';
import { createSandbox, type Sandbox, type SandboxOptions } from './create-sandbox';

/** Where the sandbox answers in Vitest (the clients' base URLs in Node must be absolute). */
export const SANDBOX_API_BASE_URL = 'http://localhost/api';
export const SANDBOX_CONTENT_BASE_URL = 'http://localhost/content-api';

export interface SandboxServer {
  /** msw's server over the sandbox's handlers: call `listen()` before the tests and `close()` after. */
  server: SetupServer;
  sandbox: Sandbox;
  apiBaseUrl: string;
  contentBaseUrl: string;
}

/** `SANDBOX_ACCESS_TOKEN_TTL` shortens the access-token lifetime (seconds) for expiry tests. */
export function accessTokenTtlFromEnv(env: Record<string, string | undefined> = process.env): number | undefined {
  const value = Number(env['SANDBOX_ACCESS_TOKEN_TTL']);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A sandbox API for Vitest: a fresh store per call, served by msw/node at http://localhost/api. */
export function createSandboxServer(options: SandboxOptions = {}): SandboxServer {
  const sandbox = createSandbox({ accessTokenTtlSeconds: accessTokenTtlFromEnv(), ...options });
  return { server: setupServer(...sandbox.handlers), sandbox, apiBaseUrl: SANDBOX_API_BASE_URL, contentBaseUrl: SANDBOX_CONTENT_BASE_URL };
}
