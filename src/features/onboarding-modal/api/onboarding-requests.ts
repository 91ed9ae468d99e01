import type { QueryClient } from '@tanstack/react-query';
import type { OnboardingProgressData, OnboardingUser } from '@machines/onboarding';
import { userStatusQuery } from '@/entities/session';
import type { OnboardingStepId } from '@/entities/user';
import { vehicleQueries } from '@/entities/vehicle';
import { api, unwrap } from '@/shared/api';
import { POLL_INTERVAL_MS } from '@/shared/config';
import { reportError } from '@/shared/lib/observability';

/** A custom timestamp per step the user closed the onboarding modal for (GET/POST /me/custom-timestamps). */
const DISMISSED_PREFIX = 'getting_started_dismissed:';
const STEP_IDS: readonly OnboardingStepId[] = ['create-account', 'verify-id', 'about-me', 'publish-vehicle'];

export const customTimestampsKey = (userId: number) => ['me', userId, 'custom-timestamps'] as const;

async function dismissedSteps(queryClient: QueryClient, userId: number): Promise<OnboardingStepId[]> {
  try {
    const timestamps = await queryClient.fetchQuery({
      queryKey: customTimestampsKey(userId),
      queryFn: async () => (await unwrap(api.GET('/me/custom-timestamps'))).data,
      staleTime: Infinity,
    });
    return timestamps
      .map((t) => t.timestampKey.slice(DISMISSED_PREFIX.length))
      .filter((step): step is OnboardingStepId => STEP_IDS.includes(step as OnboardingStepId));
  } catch (error) {
    // 002 §8: custom timestamp errors are reported, and the modal simply is not known dismissed.
    reportError('Custom timestamps could not be loaded', error);
    return [];
  }
}

/**
 * What the onboarding machine needs: the owner's vehicles, the status and the dismissals. Read
 * through the query cache, so the bar, the page and the modal share one request per poll.
 */
export async function loadOnboardingProgress(queryClient: QueryClient, user: OnboardingUser): Promise<OnboardingProgressData> {
  const [vehicles, status, dismissed] = await Promise.all([
    user.role === 'owner' ? queryClient.fetchQuery({ ...vehicleQueries.mine(user.id), staleTime: POLL_INTERVAL_MS }) : Promise.resolve([]),
    queryClient.fetchQuery({ ...userStatusQuery(user.id), staleTime: POLL_INTERVAL_MS }),
    dismissedSteps(queryClient, user.id),
  ]);
  return { vehicles, status, dismissedSteps: dismissed };
}

export async function saveOnboardingDismissal(queryClient: QueryClient, userId: number, step: OnboardingStepId): Promise<undefined> {
  await unwrap(api.POST('/me/custom-timestamps', { body: { timestampKey: `${DISMISSED_PREFIX}${step}` } }));
  await queryClient.invalidateQueries({ queryKey: customTimestampsKey(userId) });
  return undefined;
}
