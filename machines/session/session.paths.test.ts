import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { signedInAs } from '@/shared/test';
import { afterEvent, doneEvent, errorEvent, modelCoverage } from '../testing/model-coverage';
import { LOGOUT_SETTLE_MS, sessionMachine } from './session.machine';

const renter = signedInAs('renter');
const admin = signedInAs('admin');
const failure = { slug: 'invalid_credentials', message: 'Wrong e-mail or password' };

/** Every event the session can receive, with the outcomes of each actor, for the graph walk. */
export const SESSION_EVENTS = [
  { type: 'LOGIN', input: { email: 'renter@sandbox.test', password: 'Sandbox2026' } },
  { type: 'REGISTER', input: { role: 'renter', firstName: 'Alex', lastName: 'Renter', email: 'new@sandbox.test', password: 'Sandbox2026', country: 'SE', acceptTerms: true } },
  { type: 'SOCIAL_CONFIRM', input: { provider: 'google', code: 'code', redirectUrl: 'http://localhost/oauth-callback' } },
  { type: 'REFRESH' },
  { type: 'TOKENS_ROTATED', tokens: { token: 'other-tab', refreshToken: 'other-tab-refresh' } },
  { type: 'ENDED_ELSEWHERE', reason: 'logout' },
  { type: 'SESSION_ENDED', slug: 'jwt_token_invalid' },
  { type: 'LOGOUT' },
  { type: 'PASSWORD_CHANGED' },
  { type: 'USER_UPDATED', user: { ...renter.user, firstName: 'Alexandra' } },
  { type: 'IMPERSONATE', userId: renter.user.id },
  { type: 'STOP_IMPERSONATING' },
  { type: 'CLEAR_FAILURE' },
  doneEvent('restore', null),
  doneEvent('restore', { session: renter }),
  doneEvent('restore', { session: renter, impersonation: { adminId: admin.user.id } }),
  errorEvent('restore', new Error('cookie unreadable')),
  errorEvent('restore', { slug: 'jwt_token_invalid', message: 'Invalid token' }),
  doneEvent('login', admin),
  errorEvent('login', failure),
  doneEvent('register', renter),
  errorEvent('register', { slug: 'email_already_registered', message: 'Taken' }),
  errorEvent('register', { slug: 'validation_failed', message: 'Invalid', fieldErrors: { firstName: ['Letters only'] } }),
  doneEvent('confirmSocial', { kind: 'signed-in', session: renter }),
  doneEvent('confirmSocial', { kind: 'needs-onboarding', onboardingId: 'onb-1' }),
  doneEvent('confirmSocial', { kind: 'needs-onboarding', onboardingId: 'onb-2', profile: { email: 'google.user@sandbox.test', firstName: 'Google', lastName: 'User' } }),
  errorEvent('confirmSocial', failure),
  doneEvent('refresh', { token: 'new', refreshToken: 'new-refresh' }),
  errorEvent('refresh', { status: 401, slug: 'jwt_refresh_failed', message: 'Expired' }),
  errorEvent('refresh', new TypeError('Failed to fetch')),
  { type: 'xstate.after.reconnectDelay.session.authenticated.reconnecting' },
  doneEvent('refreshImpersonated', { token: 'new', refreshToken: 'new-refresh' }),
  errorEvent('refreshImpersonated', { status: 401, slug: 'jwt_refresh_failed', message: 'Expired' }),
  errorEvent('refreshImpersonated', { status: 503, slug: 'server_error', message: 'Down' }),
  { type: 'xstate.after.reconnectDelay.session.impersonating.reconnecting' },
  doneEvent('impersonate', renter),
  errorEvent('impersonate', { slug: 'forbidden', message: 'No' }),
  doneEvent('stopImpersonating', admin),
  errorEvent('stopImpersonating', new Error('network down')),
  doneEvent('logout', undefined),
  errorEvent('logout', new Error('network down')),
  afterEvent(LOGOUT_SETTLE_MS, 'session.loggedOut'),
];

const coverage = modelCoverage(sessionMachine, {
  events: SESSION_EVENTS,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.session?.user.role,
      Boolean(s.context.impersonation),
      Boolean(s.context.failure),
      Boolean(s.context.failure?.fields),
      s.context.endedBy,
      Boolean(s.context.onboardingId),
      Boolean(s.context.socialProfile),
    ]),
});

describe('session machine: model-based paths', () => {
  it('reaches every state', () => {
    expect(coverage.allStates.filter((id) => !coverage.reachedStates.has(id))).toEqual([]);
  });

  it('walks every transition', () => {
    expect(coverage.allTransitions.filter((t) => !coverage.walkedTransitions.has(t))).toEqual([]);
  });

  it('reaches a sign-up refused field by field and a social onboarding with the provider\'s details', () => {
    const contexts = coverage.paths.map((path) => path.state.context);
    expect(contexts.some((context) => context.failure?.fields?.['firstName'])).toBe(true);
    expect(contexts.some((context) => context.onboardingId && context.socialProfile?.email === 'google.user@sandbox.test')).toBe(true);
  });

  it.each(coverage.paths.map((path) => [JSON.stringify(path.state.value), path] as const))('replays the shortest path to %s', (_, path) => {
    let [snapshot] = initialTransition(sessionMachine);
    for (const step of path.steps) {
      [snapshot] = transition(sessionMachine, snapshot, step.event as never);
    }
    expect(snapshot.value).toEqual(path.state.value);
  });
});
