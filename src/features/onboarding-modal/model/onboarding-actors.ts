import type { onboardingMachine } from '@machines/onboarding';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { loadOnboardingProgress, saveOnboardingDismissal } from '../api/onboarding-requests';

type Actors = Parameters<typeof onboardingMachine.provide>[0]['actors'];

/** The onboarding's API calls, through the shared query cache (the bar, the page and the modal share one request per poll). */
export const onboardingActors = (queryClient: QueryClient) =>
  ({
    loadProgress: fromPromise(({ input }) => loadOnboardingProgress(queryClient, input.user)),
    saveDismissal: fromPromise(({ input }) => saveOnboardingDismissal(queryClient, input.userId, input.step)),
  }) satisfies Actors;
