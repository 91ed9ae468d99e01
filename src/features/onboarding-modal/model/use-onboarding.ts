import { onboardingMachine, selectOnboardingView, type OnboardingEvent, type OnboardingUser, type OnboardingView } from '@machines/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/entities/session';
import { useClockEvents, useEventOnChange, useMachineView } from '@/shared/lib/machine';
import { onboardingActors } from './onboarding-actors';

/** How often the machine's clock moves on: the obtrusive modals it waits for are due by the day. */
export const ONBOARDING_CLOCK_MS = 60_000;

/** The session's user as the machine's event: another user signs in, the same one is updated, or nobody is signed in any more. */
export function sessionUserEvent(user: OnboardingUser | undefined, previous: OnboardingUser | undefined, isImpersonating: boolean): OnboardingEvent | undefined {
  if (!user) return previous ? { type: 'SIGNED_OUT' } : undefined;
  if (!previous || previous.id !== user.id) return { type: 'SIGNED_IN', user, isImpersonating };
  return { type: 'USER_UPDATED', user };
}

/**
 * The signed-in user's onboarding: steps, current step, progress, and a way to retry. One
 * onboarding actor per caller, wired to the API and fed the session's user and the clock; its
 * data comes through the shared query cache.
 */
export function useOnboarding(): { view: OnboardingView; send: (event: OnboardingEvent) => void; retry: () => void; refresh: () => void } {
  const queryClient = useQueryClient();
  const { user, isImpersonating } = useSession();
  const [input] = useState(() => ({ now: new Date().toISOString() }));
  const machine = onboardingMachine.provide({ actors: onboardingActors(queryClient) });
  const { actor, view, send } = useMachineView(machine, { input, view: selectOnboardingView });
  // The machine starts signed out: the first user, when there is one, signs in.
  useEventOnChange(actor, user, (current, previous) => sessionUserEvent(current, previous, isImpersonating), { includeFirst: true });
  useClockEvents(actor, ONBOARDING_CLOCK_MS, (now) => ({ type: 'TICK' as const, now: now.toISOString() }));
  return { view, send, retry: () => send({ type: 'RETRY' }), refresh: () => send({ type: 'REFRESH' }) };
}
