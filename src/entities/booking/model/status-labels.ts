import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookingListStatus, ProgressStep } from '@/entities/booking';

/** Status labels of booking lists (001 §4), keyed by `listStatus`. */
export const LIST_STATUS_LABELS: Record<BookingListStatus | 'declined', MessageDescriptor> = {
  draft: msg`Draft`,
  pending_confirmation: msg`Requested`,
  accepted: msg`Accepted`,
  confirmed: msg`Confirmed`,
  active: msg`Active`,
  ended: msg`Ended`,
  completed: msg`Completed`,
  canceled_by_owner: msg`Cancelled by the owner`,
  canceled_by_renter: msg`Cancelled by the renter`,
  canceled_by_system: msg`Cancelled`,
  expired: msg`Expired`,
  unanswered: msg`Unanswered`,
  declined: msg`Declined`,
};

/** The progress bar's steps (001 §2). */
export const PROGRESS_STEP_LABELS: Record<ProgressStep, MessageDescriptor> = {
  requested: msg`Requested`,
  accepted: msg`Accepted`,
  confirmed: msg`Confirmed`,
  active: msg`Active`,
  completed: msg`Completed`,
  declined: msg`Declined`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};
