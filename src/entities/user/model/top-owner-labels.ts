import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';
import type { TopOwnerCriterionId } from './top-owner';

/** The top-owner criteria as the dashboard and the top-owner page name them (002 §6). */
export const topOwnerCriterionLabel = defineLabels<TopOwnerCriterionId>({
  acceptanceRate: msg`Acceptance rate over the last {days} days`,
  averageRating: msg`Average rating`,
  completedBookings: msg`Completed bookings`,
});
