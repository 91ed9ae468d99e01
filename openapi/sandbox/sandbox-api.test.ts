import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { createSandbox } from './create-sandbox';
import { DEMO_ACCOUNTS, demoAccount } from './demo-accounts';
import { startSandboxHost } from './host/node-host';
import { loadState, saveState, STATE_VERSION } from './host/persistence';
import { accessTokenTtlFromEnv, createSandboxServer } from './node';
import { SEED_MOMENT } from './seed/seed-context';
import { storeToData } from './store/store';

const clock = manualClock(new Date(SEED_MOMENT.getTime() + 60_000));
const { server, sandbox, apiBaseUrl } = createSandboxServer({ clock });
const directory = mkdtempSync(join(tmpdir(), 'sandbox-state-'));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => {
  server.close();
  rmSync(directory, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ status: number; body: Json }> => {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers['authorization'] = `Bearer ${init.token}`;
  const response = await fetch(`${apiBaseUrl}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, body: response.status === 204 ? {} : ((await response.json()) as Json) };
};
const login = async (email: string, password = 'Sandbox2026') => {
  const { status, body } = await api('/auth/login', { method: 'POST', body: { email, password } });
  expect(status).toBe(200);
  return body['data'] as { token: string; refreshToken: string; expiresIn: number; user: Json };
};

// Each case runs many requests or seeds whole stores: seconds of work, more on a busy machine.
describe('the sandbox API in Node (msw/node)', { timeout: 30_000 }, () => {
  it('makes a fresh account in one call, without a name unless given one (#17: the select-name modal)', async () => {
    const made = await api('/__sandbox/users', { method: 'POST', body: { role: 'renter', country: 'NO' } });
    expect(made.status).toBe(201);
    const { email } = made.body['data'] as { email: string };
    const session = await login(email);
    expect(session.user).toMatchObject({ role: 'renter', firstName: '', lastName: '', country: 'NO', stripeAccount: 'no' });
    const named = await api('/__sandbox/users', { method: 'POST', body: { firstName: 'Alva', lastName: 'Berg' } });
    expect((named.body['data'] as { email: string }).email).not.toBe(email);
    expect((await api('/__sandbox/users', { method: 'POST', body: { role: 'admin' } })).status).toBe(422);
  });

  it('logs in every demo account with the shared password, with the traits it promises', async () => {
    const users = Object.fromEntries(await Promise.all(DEMO_ACCOUNTS.map(async (a) => [a.key, (await login(a.email, a.password)).user] as const)));
    expect(Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.key, users[a.key]?.['role']]))).toEqual(Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.key, a.role])));
    expect(users['owner']).toMatchObject({ canManageMultipleAssets: true, hasBankAccount: true });
    expect(users['topOwner']).toMatchObject({ topOwner: true });
    expect(users['companyOwner']).toMatchObject({ isOrganization: true, isOrganizationRepresentative: true });
    expect(users['swissRenter']).toMatchObject({ country: 'CH', currency: 'chf', isIdVerified: false });
    const owner = await login(demoAccount('owner').email);
    const { body } = await api('/bookings?filter[role]=owner&filter[ecommerceStatus]=pending_confirmation', { token: owner.token });
    expect((body['data'] as unknown[]).length).toBeGreaterThan(0);
    const newOwner = await login(demoAccount('newOwner').email);
    const { body: fleet } = await api('/me/assets', { token: newOwner.token });
    expect((fleet['data'] as { activationCount: number }[]).every((a) => a.activationCount === 0)).toBe(true);
    expect((await api('/auth/login', { method: 'POST', body: { email: demoAccount('renter').email, password: 'wrong' } })).body).toMatchObject({ status: 401, slug: 'invalid_credentials' });
  });

  it('issues 3600 s tokens, and an expired one gets jwt_token_expired until refreshed (002 §4.1)', async () => {
    expect(accessTokenTtlFromEnv({ SANDBOX_ACCESS_TOKEN_TTL: '5' })).toBe(5);
    expect(accessTokenTtlFromEnv({})).toBeUndefined();
    expect((await login(demoAccount('renter').email)).expiresIn).toBe(3_600);

    expect((await api('/__sandbox/settings', { method: 'POST', body: { accessTokenTtlSeconds: 2 } })).status).toBe(200);
    const session = await login(demoAccount('renter').email);
    expect(session.expiresIn).toBe(2);
    expect((await api('/me', { token: session.token })).status).toBe(200);
    clock.advance(3_000);
    const expired = await api('/me', { token: session.token });
    expect(expired).toMatchObject({ status: 401, body: { slug: 'jwt_token_expired' } });
    const refreshed = await api('/auth/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    const { token } = refreshed.body['data'] as { token: string };
    expect((await api('/me', { token })).status).toBe(200);
    // A refresh token is used once.
    expect((await api('/auth/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } })).body).toMatchObject({ slug: 'jwt_refresh_failed' });
    await api('/auth/logout', { method: 'POST', token });
    expect((await api('/me', { token })).body).toMatchObject({ slug: 'jwt_token_blacklisted' });
    expect((await api('/__sandbox/settings', { method: 'POST', body: { accessTokenTtlSeconds: 0 } })).status).toBe(422);
    await api('/__sandbox/settings', { method: 'POST', body: { accessTokenTtlSeconds: 3_600 } });
  });

  it('lets one access token expire on request, leaving its refresh token and other sessions alone', async () => {
    const session = await login(demoAccount('renter').email);
    const other = await login(demoAccount('renter').email);
    expect((await api('/__sandbox/sessions/expire', { method: 'POST', body: { token: session.token } })).status).toBe(200);
    expect(await api('/me', { token: session.token })).toMatchObject({ status: 401, body: { slug: 'jwt_token_expired' } });
    expect((await api('/me', { token: other.token })).status).toBe(200);
    const refreshed = await api('/auth/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } });
    const { token } = refreshed.body['data'] as { token: string };
    expect((await api('/me', { token })).status).toBe(200);
    expect((await api('/__sandbox/sessions/expire', { method: 'POST', body: { token: 'sbx.nope.0' } })).status).toBe(404);
    expect((await api('/__sandbox/sessions/expire', { method: 'POST', body: {} })).status).toBe(422);
  });

  it('keeps its state through a save and load, and drops a file of another version', async () => {
    const renter = await login(demoAccount('renter').email);
    await api('/me', { method: 'PUT', token: renter.token, body: { firstName: 'Saga' } });
    const path = join(directory, 'state.json');
    saveState(path, storeToData(sandbox.store), sandbox.now());
    const restored = createSandbox({ data: loadState(path), clock });
    expect(restored.store.users.find((u) => u.email === demoAccount('renter').email)?.firstName).toBe('Saga');
    expect(restored.store.assets.size).toBe(sandbox.store.assets.size);

    // Seeded on another day: stale, so the host seeds afresh for its own day.
    expect(loadState(path, '2026-11-20')).toBeDefined();
    expect(loadState(path, '2026-11-21')).toBeUndefined();

    writeFileSync(path, JSON.stringify({ version: STATE_VERSION + 1, store: {} }));
    expect(loadState(path)).toBeUndefined();
    writeFileSync(path, '{ not json');
    expect(loadState(path)).toBeUndefined();
  });

  it('loads, answers and saves after changes when hosted by the Vite servers', async () => {
    const path = join(directory, 'host.json');
    saveState(path, storeToData(sandbox.store), sandbox.now());
    // The host anchors at the day it starts, unless told a day: the saved data's.
    process.env['SANDBOX_ANCHOR_DAY'] = sandbox.store.site.anchorDay;
    const host = startSandboxHost(path);
    delete process.env['SANDBOX_ANCHOR_DAY'];
    const response = await host.respond(new Request('http://localhost:5173/api/auth/check-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'renter@sandbox.test' }) }));
    expect(response?.status).toBe(200);
    host.flush();
    expect(loadState(path)?.tables.users.rows.length).toBeGreaterThan(1_000);
    expect(await host.respond(new Request('http://localhost:5173/elsewhere'))).toBeUndefined();
  });

  it('reseeds on POST /__sandbox/reset', async () => {
    const renter = await login(demoAccount('renter').email);
    await api('/me', { method: 'PUT', token: renter.token, body: { firstName: 'Signe' } });
    const reset = await api('/__sandbox/reset', { method: 'POST', body: {} });
    expect(reset.status).toBe(200);
    expect(sandbox.store.users.find((u) => u.email === demoAccount('renter').email)?.firstName).toBe('Sara');
    expect((await api('/__sandbox/reset', { method: 'POST', body: { seed: -1 } })).status).toBe(422);
    expect((await api('/__sandbox/reset', { method: 'POST', body: { anchorDay: '20.11.2026' } })).status).toBe(422);
  });

  it('anchors the data at a day: the settings name it, a reset may move it', async () => {
    expect((await api('/__sandbox/settings')).body).toMatchObject({ anchorDay: '2026-11-20' });
    const moved = await api('/__sandbox/reset', { method: 'POST', body: { anchorDay: '2027-01-10' } });
    expect(moved.body).toMatchObject({ anchorDay: '2027-01-10' });
    expect(sandbox.store.bookings.all().some((b) => b.ecommerceStatus === 'confirmed' && b.fromDate === '2027-01-10')).toBe(true);
    await api('/__sandbox/reset', { method: 'POST', body: { anchorDay: '2026-11-20' } });
  });

  it('anchors at the clock\'s day when asked to, at the start and at every reset', () => {
    const live = createSandbox({ clock: manualClock('2030-02-03T22:00:00Z'), anchor: 'clock' });
    expect(live.store.site.anchorDay).toBe('2030-02-03');
    live.settings.pinnedNow = '2030-02-05T08:00:00.000Z';
    live.reset();
    expect(live.store.site.anchorDay).toBe('2030-02-05');
  });
});
