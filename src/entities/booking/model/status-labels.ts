import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookingPhase } from './status-view';
import type { ProgressStep } from './types';

/** The status badge of a booking in lists and on its page (001 §4 list statuses); a refused request reads "Declined". */
export const PHASE_LABELS: Record<BookingPhase, MessageDescriptor> = {
  draft: msg`Not sent yet`,
  pendingConfirmation: msg`Requested`,
  accepted: msg`Accepted`,
  confirmed: msg`Confirmed`,
  active: msg`Active`,
  ended: msg`Ended`,
  completed: msg`Completed`,
  declined: msg`Declined`,
  unanswered: msg`Unanswered`,
  expired: msg`Expired`,
  canceledByOwner: msg`Cancelled by the owner`,
  canceledByRenter: msg`Cancelled by the renter`,
  canceledBySystem: msg`Cancelled`,
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
