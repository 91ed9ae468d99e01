import type { OnboardingView } from '@machines/onboarding';
import { useCallback } from 'react';
import { onboardingStepLinks, type OnboardingStep } from '@/entities/user';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';

/** The link of a step: its first page that exists, or none (then the step shows without a link). */
export function useStepHref(view: Pick<OnboardingView, 'role' | 'facts'>): (step: OnboardingStep) => string | undefined {
  const isAvailable = useIsRouteAvailable();
  const hrefTo = useLocalizedHref();
  const { role, facts } = view;
  return useCallback(
    (step: OnboardingStep) => {
      if (!role || !facts) return undefined;
      const link = onboardingStepLinks(role, step.id, facts).find((candidate) => isAvailable(candidate.route));
      return link ? hrefTo(link.route, link.params) : undefined;
    },
    [facts, hrefTo, isAvailable, role],
  );
}
