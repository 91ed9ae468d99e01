import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';
import type { BookingPhase } from './status-view';
import type { BookingListStatus, ProgressStep } from './types';

type S = components['schemas'];

/**
 * A booking's status as lists and badges show it (001 §4): the statuses (`ecommerceStatus`) and
 * the derived accepted, expired, unanswered and declined. One table, so a status reads the same
 * wherever it appears.
 */
export const bookingStatusLabel = defineLabels<BookingListStatus | 'declined'>({
  draft: msg`Not sent yet`,
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
});

/** Each phase of the status table by its status's label ("Declined" for a refused request). */
const PHASE_STATUS: Record<BookingPhase, BookingListStatus | 'declined'> = {
  draft: 'draft',
  pendingConfirmation: 'pending_confirmation',
  accepted: 'accepted',
  confirmed: 'confirmed',
  active: 'active',
  ended: 'ended',
  completed: 'completed',
  declined: 'declined',
  unanswered: 'unanswered',
  expired: 'expired',
  canceledByOwner: 'canceled_by_owner',
  canceledByRenter: 'canceled_by_renter',
  canceledBySystem: 'canceled_by_system',
};

export const bookingPhaseLabel = (i18n: Parameters<typeof bookingStatusLabel>[0], phase: BookingPhase): string => bookingStatusLabel(i18n, PHASE_STATUS[phase]);

/** The progress bar's steps (001 §2). */
export const progressStepLabel = defineLabels<ProgressStep>({
  requested: msg`Requested`,
  accepted: msg`Accepted`,
  confirmed: msg`Confirmed`,
  active: msg`Active`,
  completed: msg`Completed`,
  declined: msg`Declined`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
});

/** 001 §4 booking-request status. */
export const bookingRequestStatusLabel = defineLabels<S['BookingRequestStatus']>({
  requested: msg`Requested`,
  accepted: msg`Accepted`,
  denied: msg`Declined`,
});

/** 001 §3: users see pending, accepted and declined; a change the renter took back reads as withdrawn. */
export const changeRequestStatusLabel = defineLabels<S['ChangeRequestStatus']>({
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  denied: msg`Declined`,
  cancelled: msg`Withdrawn`,
});

/** 001 §3 additional driver statuses. */
export const additionalDriverStatusLabel = defineLabels<S['AdditionalDriverStatus']>({
  pending_verification: msg`Pending verification`,
  under_review: msg`Under review`,
  awaiting_checkin: msg`Awaiting check-in`,
  accepted: msg`Accepted`,
  approved: msg`Approved`,
  denied: msg`Denied`,
});
