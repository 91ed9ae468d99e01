import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { demoAccount } from './demo-accounts';
import { createSandboxServer } from './node';
import { SEED_MOMENT } from './seed/seed-context';

// Disconnecting a social login and the renter's "about me" text: calls this contract added (002 §2.6, §4.4, §5).
const { server, sandbox, apiBaseUrl } = createSandboxServer({ clock: manualClock(new Date(SEED_MOMENT.getTime() + 60_000)) });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

type Json = Record<string, unknown>;
const call = async (path: string, token: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Json };
};
const loginAs = async (email: string) => {
  const response = await fetch(`${apiBaseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Sandbox2026' }) });
  return ((await response.json()) as { data: { token: string; user: { id: number } } }).data;
};
const rowOf = (id: number) => {
  const row = sandbox.store.users.get(id);
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

describe('account settings in the sandbox', { timeout: 30_000 }, () => {
  it('disconnects a connected social login and answers the user without it', async () => {
    const { token, user } = await loginAs(demoAccount('renter').email);
    rowOf(user.id).connectedProviders = ['facebook', 'google'];
    const { status, body } = await call('/me/social-accounts/google', token, { method: 'DELETE' });
    expect(status).toBe(200);
    expect(body['data']).toMatchObject({ connectedProviders: ['facebook'], hasPassword: true });
    expect((await call('/me/social-accounts/google', token, { method: 'DELETE' })).body).toMatchObject({ status: 404, slug: 'social_account_not_connected' });
  });

  it('refuses to disconnect the only way to log in of an account without a password', async () => {
    const { token, user } = await loginAs(demoAccount('owner').email);
    const row = rowOf(user.id);
    Object.assign(row, { hasPassword: false, connectedProviders: ['google'] });
    expect((await call('/me/social-accounts/google', token, { method: 'DELETE' })).body).toMatchObject({ status: 409, slug: 'last_login_method' });
    expect(row.connectedProviders).toEqual(['google']);
    // With a second social login, one of them may go.
    row.connectedProviders = ['google', 'facebook'];
    expect((await call('/me/social-accounts/google', token, { method: 'DELETE' })).status).toBe(200);
    expect(row.connectedProviders).toEqual(['facebook']);
    Object.assign(row, { hasPassword: true });
  });

  it('keeps the renter\'s "about me" text: at most 500 characters, without contact information', async () => {
    const { token } = await loginAs(demoAccount('renter').email);
    const text = 'We are a family of four who love the Norwegian fjords.';
    expect((await call('/me', token, { method: 'PUT', body: { aboutMe: `  ${text} ` } })).body['data']).toMatchObject({ aboutMe: text });
    expect((await call('/me', token)).body['data']).toMatchObject({ aboutMe: text });
    for (const refused of ['Mail me at anna@example.com', 'anna at gmail dot com', 'anna (at) example', 'x'.repeat(501)]) {
      const { status, body } = await call('/me', token, { method: 'PUT', body: { aboutMe: refused } });
      expect({ refused, status, slug: body['slug'], fields: Object.keys(body['errors'] as Json) }).toEqual({ refused, status: 422, slug: 'validation_failed', fields: ['aboutMe'] });
    }
    expect((await call('/me', token, { method: 'PUT', body: { aboutMe: 'x'.repeat(500) } })).status).toBe(200);
    expect((await call('/me', token, { method: 'PUT', body: { aboutMe: '' } })).body['data']).toMatchObject({ aboutMe: null });
  });
});
