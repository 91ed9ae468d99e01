import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signedInAs } from '@/shared/test';
import { LOGOUT_SETTLE_MS, reconnectDelayMs, sessionMachine } from './session.machine';
import type { RegisterInput, Restored, SignedIn, SocialInput, SocialResult } from '@/entities/session';

const renter = signedInAs('renter');
const admin = signedInAs('admin');
const refreshRefused = { status: 401, slug: 'jwt_refresh_failed', message: 'The refresh token is expired or revoked.' };

function start(overrides: { restore?: Restored | null; login?: () => Promise<SignedIn>; refresh?: () => Promise<SignedIn['tokens']>; stop?: () => Promise<SignedIn> } = {}) {
  const actions = { saveSession: vi.fn(), forgetSession: vi.fn(), sessionEnded: vi.fn(), reportFailure: vi.fn(), shareSessionEnded: vi.fn(), logout: vi.fn() };
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async () => overrides.restore ?? null),
      login: fromPromise(async () => (overrides.login ? overrides.login() : admin)),
      refresh: fromPromise(async () => (overrides.refresh ? overrides.refresh() : { token: 'fresh', refreshToken: 'fresh-r' })),
      impersonate: fromPromise(async () => renter),
      stopImpersonating: fromPromise(async () => (overrides.stop ? overrides.stop() : admin)),
      logout: fromPromise(async () => {
        actions.logout();
        return undefined;
      }),
    },
    actions: {
      saveSession: (_, params) => actions.saveSession(params),
      forgetSession: () => actions.forgetSession(),
      sessionEnded: (_, params) => actions.sessionEnded(params),
      reportFailure: (_, params) => actions.reportFailure(params),
      shareSessionEnded: (_, params) => actions.shareSessionEnded(params),
    },
  });
  const actor = createActor(machine).start();
  return { actor, actions };
}

describe('session machine', () => {
  it('restores a saved login, or stays anonymous without one', async () => {
    const signedIn = start({ restore: { session: renter } });
    await waitFor(signedIn.actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(signedIn.actor.getSnapshot().context.session?.user.role).toBe('renter');
    const anonymous = start();
    await waitFor(anonymous.actor, (s) => s.matches('anonymous'));
  });

  it('logs in, saves the session and keeps a failure to show', async () => {
    const { actor, actions } = start({ login: () => Promise.reject({ slug: 'invalid_credentials', message: 'Wrong password' }) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', input: { email: 'a@b.se', password: 'x' } });
    await waitFor(actor, (s) => s.matches('anonymous') && Boolean(s.context.failure));
    expect(actor.getSnapshot().context.failure).toEqual({ slug: 'invalid_credentials', message: 'Wrong password' });
    expect(actions.saveSession).not.toHaveBeenCalled();
  });

  it('keeps the field errors of a refused sign-up, so the form can mark the fields', async () => {
    const machine = sessionMachine.provide({
      actors: {
        register: fromPromise<SignedIn, RegisterInput>(async () => {
          throw Object.assign(new Error('The given data was invalid.'), {
            slug: 'validation_failed',
            fieldErrors: { firstName: ['The name may only hold letters'] },
          });
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'REGISTER', input: { role: 'renter', firstName: 'R2D2', lastName: 'Droid', email: 'r2@sandbox.test', password: 'Sandbox2026', country: 'SE', acceptTerms: true } });
    await waitFor(actor, (s) => s.matches('anonymous') && Boolean(s.context.failure));
    expect(actor.getSnapshot().context.failure).toEqual({
      slug: 'validation_failed',
      message: 'The given data was invalid.',
      fields: { firstName: ['The name may only hold letters'] },
    });
  });

  it('keeps a new social account\'s e-mail and names for the sign-up, until the sign-up finishes', async () => {
    const profile = { email: 'google.user@sandbox.test', firstName: 'Google', lastName: 'User' };
    const machine = sessionMachine.provide({
      actors: {
        confirmSocial: fromPromise<SocialResult, SocialInput>(async () => ({ kind: 'needs-onboarding', onboardingId: 'onb_1_google', profile })),
        register: fromPromise(async () => renter),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'SOCIAL_CONFIRM', input: { provider: 'google', code: 'sbx', redirectUrl: 'http://localhost/oauth-callback' } });
    await waitFor(actor, (s) => s.matches('anonymous') && Boolean(s.context.onboardingId));
    expect(actor.getSnapshot().context).toMatchObject({ onboardingId: 'onb_1_google', socialProfile: profile });
    actor.send({ type: 'REGISTER', input: { role: 'renter', onboardingId: 'onb_1_google', ...profile, password: 'Sandbox2026', country: 'SE', acceptTerms: true } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(actor.getSnapshot().context.onboardingId).toBeUndefined();
    expect(actor.getSnapshot().context.socialProfile).toBeUndefined();
  });

  it('refreshes the token and saves it', async () => {
    const { actor, actions } = start({ restore: { session: renter } });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) && s.context.session?.tokens.token === 'fresh');
    expect(actions.saveSession).toHaveBeenCalledWith({ session: { ...renter, tokens: { token: 'fresh', refreshToken: 'fresh-r' } } });
  });

  it('logs out with invalid-jwt when the API refuses the refresh, and is in progress until 500 ms after the call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { actor, actions } = start({ restore: { session: renter }, refresh: () => Promise.reject(refreshRefused) });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
      actor.send({ type: 'REFRESH' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
      expect(actor.getSnapshot().hasTag('logoutInProgress')).toBe(true);
      expect(actions.forgetSession).toHaveBeenCalledTimes(1);
      expect(actions.sessionEnded).toHaveBeenCalledWith({ reason: 'invalid-jwt' });
      await vi.advanceTimersByTimeAsync(LOGOUT_SETTLE_MS - 1);
      expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().matches('anonymous')).toBe(true);
      expect(actor.getSnapshot().context.session).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(['jwt_exception', 'jwt_refresh_failed', 'jwt_token_invalid', 'jwt_token_blacklisted'])('ends the session on %s', async (slug) => {
    const { actor, actions } = start({ restore: { session: renter } });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'SESSION_ENDED', slug });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actions.sessionEnded).toHaveBeenCalledWith({ reason: 'invalid-jwt' });
  });

  it('logs out after a password change', async () => {
    const { actor, actions } = start({ restore: { session: renter } });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'PASSWORD_CHANGED' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actions.sessionEnded).toHaveBeenCalledWith({ reason: 'password-changed' });
  });

  it('lets only admins impersonate, and restores the admin on stop', async () => {
    const asRenter = start({ restore: { session: renter } });
    await waitFor(asRenter.actor, (s) => s.matches({ authenticated: 'idle' }));
    asRenter.actor.send({ type: 'IMPERSONATE', userId: 5 });
    expect(asRenter.actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);

    const { actor } = start({ restore: { session: admin } });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'IMPERSONATE', userId: renter.user.id });
    await waitFor(actor, (s) => s.matches({ impersonating: 'idle' }));
    expect(actor.getSnapshot().context.impersonation?.adminId).toBe(admin.user.id);
    expect(actor.getSnapshot().context.session?.user.role).toBe('renter');
    actor.send({ type: 'STOP_IMPERSONATING' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(actor.getSnapshot().context.session?.user.role).toBe('admin');
    expect(actor.getSnapshot().context.impersonation).toBeUndefined();
  });

  it('reports a failed stop and still gives the admin their own session back', async () => {
    const { actor, actions } = start({ restore: { session: admin }, stop: () => Promise.reject(new Error('network down')) });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'IMPERSONATE', userId: renter.user.id });
    await waitFor(actor, (s) => s.matches({ impersonating: 'idle' }));
    actor.send({ type: 'STOP_IMPERSONATING' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(actor.getSnapshot().context.session?.user.role).toBe('admin');
    expect(actions.reportFailure).toHaveBeenCalledWith({ failure: { slug: 'unknown_error', message: 'network down' } });
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['a 503', { status: 503, slug: 'server_error', message: 'Down' }],
    ['no answer in time', Object.assign(new Error('no answer'), { name: 'TimeoutError' })],
  ])('keeps the session when the refresh meets %s, and tries again with backoff until it works', async (_, failure) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let calls = 0;
      const { actor, actions } = start({
        restore: { session: renter },
        refresh: () => (++calls <= 2 ? Promise.reject(failure) : Promise.resolve({ token: 'fresh', refreshToken: 'fresh-r' })),
      });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'REFRESH' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ authenticated: 'reconnecting' })).toBe(true);
      expect(actor.getSnapshot().hasTag('reconnecting')).toBe(true);
      expect(actor.getSnapshot().context.session).toEqual(renter);
      // 1 s, then 2 s: the waits grow.
      await vi.advanceTimersByTimeAsync(reconnectDelayMs(1));
      expect(calls).toBe(2);
      expect(actor.getSnapshot().matches({ authenticated: 'reconnecting' })).toBe(true);
      await vi.advanceTimersByTimeAsync(reconnectDelayMs(2) - 1);
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.session?.tokens.token).toBe('fresh');
      expect(actions.sessionEnded).not.toHaveBeenCalled();
      expect(actions.forgetSession).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits at most 30 s between tries, and a request that needs a token tries at once', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    const { actor } = start({ restore: { session: renter }, refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
    return waitFor(actor, (s) => s.matches({ authenticated: 'idle' })).then(async () => {
      actor.send({ type: 'REFRESH' });
      await waitFor(actor, (s) => s.matches({ authenticated: 'reconnecting' }));
      actor.send({ type: 'REFRESH' });
      expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    });
  });

  it("takes another tab's new pair without saving it again, and leaves reconnecting with it", async () => {
    const { actor, actions } = start({ restore: { session: renter }, refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'TOKENS_ROTATED', tokens: { token: 'other-tab', refreshToken: 'other-tab-r' } });
    expect(actor.getSnapshot().context.session?.tokens.token).toBe('other-tab');
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'reconnecting' }));
    actor.send({ type: 'TOKENS_ROTATED', tokens: { token: 'again', refreshToken: 'again-r' } });
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.session?.tokens.token).toBe('again');
    expect(actions.saveSession).not.toHaveBeenCalled();
  });

  it('ends the session when another tab logs out, without calling the API or telling the tabs again', async () => {
    const { actor, actions } = start({ restore: { session: renter } });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'ENDED_ELSEWHERE', reason: 'logout' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actions.sessionEnded).toHaveBeenCalledWith({ reason: 'logout' });
    expect(actions.logout).not.toHaveBeenCalled();
    expect(actions.shareSessionEnded).not.toHaveBeenCalled();
  });

  it('tells the other tabs when this tab logs out', async () => {
    const { actor, actions } = start({ restore: { session: renter } });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'LOGOUT' });
    expect(actions.shareSessionEnded).toHaveBeenCalledWith({ reason: 'logout' });
  });
});
