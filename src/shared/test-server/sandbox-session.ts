import { afterAll, beforeAll } from 'vitest';
import { api, connectSession, unwrap } from '@/shared/api';

/** The sandbox's demo password (openapi/sandbox seed). */
const SANDBOX_PASSWORD = 'Sandbox2026';

/**
 * Logs `email` in on the sandbox before the file's tests and lets the API client send its token;
 * the client is disconnected after them.
 */
export function connectSandboxSession(email: string): void {
  let token = '';
  beforeAll(async () => {
    connectSession({ accessToken: () => token, refresh: async () => token, onSessionEnded: () => undefined, impersonation: () => undefined });
    token = (await unwrap(api.POST('/auth/login', { body: { email, password: SANDBOX_PASSWORD } }))).data.token;
  });
  afterAll(() => connectSession(undefined));
}
