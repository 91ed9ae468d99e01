import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { POLL_INTERVAL_MS } from '@/shared/config';
import { FIXTURE_NOW } from '@/shared/test';
import { ONBOARDING_INPUT, activeVehicle, draftVehicle, onboardingUser, progressOf } from './onboarding.fixtures';
import { onboardingMachine } from './onboarding.machine';
import type { OnboardingProgressData } from './onboarding.types';
import { selectOnboardingView } from './onboarding.view';

function start(load: () => Promise<OnboardingProgressData>) {
  const saveDismissal = vi.fn(async (_input: { step: string; userId: number }) => undefined);
  const loadProgress = vi.fn(load);
  const machine = onboardingMachine.provide({
    actors: {
      loadProgress: fromPromise(() => loadProgress()),
      saveDismissal: fromPromise(({ input }) => saveDismissal(input)),
    },
  });
  const actor = createActor(machine, { input: ONBOARDING_INPUT }).start();
  return { actor, loadProgress, saveDismissal, view: () => selectOnboardingView(actor.getSnapshot()) };
}

const newOwner = onboardingUser('owner');
const withDraft = progressOf({ vehicles: [draftVehicle(7)] });

afterEach(() => {
  vi.useRealTimers();
});

describe('onboarding machine', () => {
  it('is signed out until the session has a user, then loads the progress', async () => {
    const { actor, view, loadProgress } = start(async () => withDraft);
    expect(view().phase).toBe('signed-out');
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    expect(view().phase).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadProgress).toHaveBeenCalledTimes(1);
    expect(view()).toMatchObject({ phase: 'ready', role: 'owner', current: { id: 'publish-vehicle', state: 'active' }, progress: { done: 1, total: 3 } });
    expect(view().facts?.draftVehicleId).toBe(7);
  });

  it('shows a failure and loads again on retry', async () => {
    let attempt = 0;
    const { actor, view } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw { slug: 'server_error', message: 'Down' };
      return withDraft;
    });
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().failure).toEqual({ slug: 'server_error', message: 'Down' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().failure).toBeUndefined();
  });

  it('opens the onboarding modal on a route change for a step the user can take', async () => {
    const { actor, view } = start(async () => withDraft);
    actor.send({ type: 'ROUTE_CHANGED', route: 'index' });
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().modal).toBe('open');
  });

  it('keeps it closed on the renter sign-up and booking login routes, and opens it on the next route', async () => {
    const { actor, view } = start(async () => withDraft);
    actor.send({ type: 'ROUTE_CHANGED', route: 'book-login' });
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().modal).toBe('closed');
    actor.send({ type: 'ROUTE_CHANGED', route: 'create-account-renter' });
    expect(view().modal).toBe('closed');
    actor.send({ type: 'ROUTE_CHANGED', route: 'index' });
    expect(view().modal).toBe('open');
  });

  it('is dismissable: saves the dismissal and does not open again for that step', async () => {
    const { actor, view, saveDismissal } = start(async () => withDraft);
    actor.send({ type: 'ROUTE_CHANGED', route: 'index' });
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    await waitFor(actor, (s) => s.matches({ ready: { modal: 'open' } }));
    actor.send({ type: 'DISMISS' });
    expect(view().modal).toBe('dismissing');
    await waitFor(actor, (s) => s.matches({ ready: { modal: 'closed' } }));
    expect(saveDismissal).toHaveBeenCalledWith({ step: 'publish-vehicle', userId: newOwner.id });
    actor.send({ type: 'ROUTE_CHANGED', route: 'account' });
    expect(view().modal).toBe('closed');
  });

  it('does not open for a step dismissed in an earlier session', async () => {
    const { actor, view } = start(async () => ({ ...withDraft, dismissedSteps: ['publish-vehicle'] }));
    actor.send({ type: 'ROUTE_CHANGED', route: 'index' });
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().modal).toBe('closed');
  });

  it('waits while an obtrusive modal is due (new terms first)', async () => {
    const { actor, view } = start(async () => withDraft);
    actor.send({ type: 'ROUTE_CHANGED', route: 'index' });
    actor.send({ type: 'SIGNED_IN', user: { ...newOwner, mustAcceptNewTerms: true }, isImpersonating: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().modal).toBe('closed');
    actor.send({ type: 'USER_UPDATED', user: newOwner });
    actor.send({ type: 'ROUTE_CHANGED', route: 'favorites' });
    expect(view().modal).toBe('open');
  });

  it('reads the time from its clock: contact details confirmed long ago make the modal wait once TICK gets there', async () => {
    const { actor, view } = start(async () => withDraft);
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'ROUTE_CHANGED', route: 'index' });
    expect(view().modal).toBe('open');
    // 002 §4.3: the confirmation is asked again after 30 days, and that obtrusive modal comes first.
    const later = new Date(FIXTURE_NOW.getTime() + 31 * 24 * 3_600_000).toISOString();
    actor.send({ type: 'TICK', now: later });
    actor.send({ type: 'ROUTE_CHANGED', route: 'favorites' });
    expect(view().modal).toBe('closed');
  });

  it('polls every 30 seconds and closes the modal once the step is done', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let data = withDraft;
    const { actor, view, loadProgress } = start(async () => data);
    actor.send({ type: 'ROUTE_CHANGED', route: 'index' });
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().modal).toBe('open');
    data = progressOf({ vehicles: [activeVehicle(7)] });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(loadProgress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadProgress).toHaveBeenCalledTimes(2);
    // The ID step is next, but it waits for a first booking request or message.
    expect(view()).toMatchObject({ modal: 'closed', current: { id: 'verify-id', waiting: true } });
  });

  it('keeps what it shows when a poll fails', async () => {
    let fail = false;
    const { actor, view } = start(async () => {
      if (fail) throw new Error('offline');
      return withDraft;
    });
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    await waitFor(actor, (s) => s.matches('ready'));
    fail = true;
    actor.send({ type: 'REFRESH' });
    expect(view().refreshing).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { data: 'idle' } }));
    expect(view()).toMatchObject({ phase: 'ready', vehicles: [{ id: 7 }] });
  });

  it('forgets everything on sign-out', async () => {
    const { actor, view } = start(async () => withDraft);
    actor.send({ type: 'SIGNED_IN', user: newOwner, isImpersonating: false });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SIGNED_OUT' });
    expect(view()).toMatchObject({ phase: 'signed-out', steps: [], vehicles: [], role: undefined });
  });

  it('gives renters their own steps and editors none', async () => {
    const { actor, view } = start(async () => progressOf());
    actor.send({ type: 'SIGNED_IN', user: onboardingUser('renter'), isImpersonating: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().steps.map((s) => s.id)).toEqual(['create-account', 'verify-id', 'about-me']);
    actor.send({ type: 'SIGNED_IN', user: onboardingUser('editor'), isImpersonating: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view()).toMatchObject({ steps: [], role: undefined, modal: 'closed' });
  });
});
