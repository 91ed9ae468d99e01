import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signedInAs } from '@/shared/test';
import { LOGOUT_SETTLE_MS, sessionMachine } from './session.machine';
import type { RegisterInput, Restored, SignedIn, SocialInput, SocialResult } from './session.types';

const renter = signedInAs('renter');
const admin = signedInAs('admin');

function start(overrides: { restore?: Restored | null; login?: () => Promise<SignedIn>; refresh?: () => Promise<SignedIn['tokens']>; stop?: () => Promise<SignedIn> } = {}) {
  const actions = { saveSession: vi.fn(), forgetSession: vi.fn(), sessionEnded: vi.fn(), reportFailure: vi.fn() };
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async () => overrides.restore ?? null),
      login: fromPromise(async () => (overrides.login ? overrides.login() : admin)),
      refresh: fromPromise(async () => (overrides.refresh ? overrides.refresh() : { token: 'fresh', refreshToken: 'fresh-r' })),
      impersonate: fromPromise(async () => renter),
      stopImpersonating: fromPromise(async () => (overrides.stop ? overrides.stop() : admin)),
      logout: fromPromise(async () => undefined),
    },
    actions: {
      saveSession: (_, params) => actions.saveSession(params),
      forgetSession: () => actions.forgetSession(),
      sessionEnded: (_, params) => actions.sessionEnded(params),
      reportFailure: (_, params) => actions.reportFailure(params),
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
      fieldErrors: { firstName: ['The name may only hold letters'] },
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

  it('logs out with invalid-jwt when the refresh fails, and is in progress until 500 ms after the call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { actor, actions } = start({ restore: { session: renter }, refresh: () => Promise.reject(new Error('expired')) });
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
});
