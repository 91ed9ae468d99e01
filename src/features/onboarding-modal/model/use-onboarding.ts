import { onboardingMachine, selectOnboardingView, type OnboardingUser, type OnboardingView } from '@machines/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useSession } from '@/entities/session';
import { loadOnboardingProgress, saveOnboardingDismissal } from '../api/onboarding-requests';

export type OnboardingActor = ReturnType<typeof useOnboardingActor>;

/** One onboarding actor wired to the API and fed the session's user; its data comes through the shared query cache. */
export function useOnboardingActor() {
  const queryClient = useQueryClient();
  const { user, isImpersonating } = useSession();
  const [machine] = useState(() =>
    onboardingMachine.provide({
      actors: {
        loadProgress: fromPromise(({ input }) => loadOnboardingProgress(queryClient, input.user)),
        saveDismissal: fromPromise(({ input }) => saveOnboardingDismissal(queryClient, input.userId, input.step)),
      },
    }),
  );
  const actor = useActorRef(machine);

  const last = useRef<OnboardingUser | undefined>(undefined);
  useEffect(() => {
    const previous = last.current;
    last.current = user;
    if (!user) {
      if (previous) actor.send({ type: 'SIGNED_OUT' });
    } else if (!previous || previous.id !== user.id) {
      actor.send({ type: 'SIGNED_IN', user, isImpersonating });
    } else if (previous !== user) {
      actor.send({ type: 'USER_UPDATED', user });
    }
  }, [actor, user, isImpersonating]);

  return actor;
}

export const useOnboardingView = (actor: OnboardingActor): OnboardingView => useSelector(actor, selectOnboardingView);

/** The signed-in user's onboarding: steps, current step, progress, and a way to retry. */
export function useOnboarding(): { view: OnboardingView; retry: () => void; refresh: () => void } {
  const actor = useOnboardingActor();
  const view = useOnboardingView(actor);
  return { view, retry: () => actor.send({ type: 'RETRY' }), refresh: () => actor.send({ type: 'REFRESH' }) };
}
