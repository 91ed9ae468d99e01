import type { components } from '@/shared/api';

type OwnerPerformance = components['schemas']['OwnerPerformanceData'];

/**
 * The top-owner criteria (002 §6, §9): an acceptance rate of at least 60 % over the last 365
 * days, an average rating above 4.5, and at least a configured number of completed bookings
 * over the whole time as owner. The API names the numbers it applies; these are the spec's,
 * used when it does not.
 */
export const TOP_OWNER_CRITERIA = { minimumAcceptanceRate: 0.6, minimumAverageRating: 4.5, windowDays: 365 } as const;

export type TopOwnerCriterionId = 'acceptanceRate' | 'averageRating' | 'completedBookings';

export interface TopOwnerCriterion {
  id: TopOwnerCriterionId;
  /** The owner's figure now (a share 0–1 for the acceptance rate); null before there is one. */
  value: number | null;
  /** The figure to reach; null when the API did not name it (the completed-bookings minimum is configurable). */
  target: number | null;
  /** Met, not met, or not known without a target. */
  met: boolean | null;
}

/** Where the owner stands on each criterion, in the order the top-owner page lists them. */
export function topOwnerProgress(data: Pick<OwnerPerformance, 'acceptanceRate' | 'averageRating' | 'completedBookings' | 'topOwnerCriteria'>): TopOwnerCriterion[] {
  const acceptanceTarget = data.topOwnerCriteria?.minimumAcceptanceRate ?? TOP_OWNER_CRITERIA.minimumAcceptanceRate;
  const ratingTarget = data.topOwnerCriteria?.minimumAverageRating ?? TOP_OWNER_CRITERIA.minimumAverageRating;
  const bookingsTarget = data.topOwnerCriteria?.minimumCompletedBookings ?? null;
  return [
    // "At least" 60 %: exactly 60 % meets it.
    { id: 'acceptanceRate', value: data.acceptanceRate, target: acceptanceTarget, met: data.acceptanceRate >= acceptanceTarget },
    // "Above" 4.5: exactly 4.5 does not.
    { id: 'averageRating', value: data.averageRating ?? null, target: ratingTarget, met: data.averageRating != null && data.averageRating > ratingTarget },
    { id: 'completedBookings', value: data.completedBookings, target: bookingsTarget, met: bookingsTarget === null ? null : data.completedBookings >= bookingsTarget },
  ];
}

/** Whether every criterion is met (the API's `isTopOwner` is updated daily; this says it now). */
export const meetsTopOwnerCriteria = (criteria: readonly TopOwnerCriterion[]): boolean => criteria.every((c) => c.met === true);
