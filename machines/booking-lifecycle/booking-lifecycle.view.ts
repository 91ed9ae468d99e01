import { progressStep, type BookingRole, type ProgressStep } from '@/entities/booking';
import type { SnapshotFrom } from 'xstate';
import type { bookingLifecycleMachine } from './booking-lifecycle.machine';
import {
  paymentDeadlineOf,
  permissionsOf,
  reasonsFor,
  refundPreviewOf,
  responseDeadlineOf,
  type LifecyclePermissions,
  type RefundPreview,
} from './booking-lifecycle.permissions';
import type { LifecycleBooking, LifecycleDraft, LifecycleFailure } from './booking-lifecycle.types';

/** The status state the booking is in, as the page shows it. */
export type LifecyclePhase =
  | 'draft'
  | 'pendingConfirmation'
  | 'accepted'
  | 'confirmed'
  | 'active'
  | 'ended'
  | 'completed'
  | 'declined'
  | 'expired'
  | 'canceledByOwner'
  | 'canceledByRenter'
  | 'canceledBySystem';

export type LifecycleActionKind = 'accept' | 'decline' | 'extend' | 'withdraw' | 'cancel';

/** An action under way: the dialog's step, its reasons and the refund to show. */
export interface LifecycleActionView {
  kind: LifecycleActionKind;
  step: 'choosingReason' | 'submitting' | 'failed';
  reasons: readonly string[];
  draft: LifecycleDraft;
  failure?: LifecycleFailure;
}

export interface LifecycleView {
  role: BookingRole;
  booking: LifecycleBooking;
  /** The status shown, also while an action runs (the one it started from). */
  phase: LifecyclePhase;
  progress: ProgressStep;
  action?: LifecycleActionView;
  /** The first payment was made; the confirmation is being read. */
  confirmingPayment: boolean;
  permissions: LifecyclePermissions;
  responseDeadline?: Date;
  paymentDeadline?: Date;
  refund: RefundPreview;
}

type Snapshot = SnapshotFrom<typeof bookingLifecycleMachine>;

const ACTION_STATES: Record<string, LifecycleActionKind> = {
  accepting: 'accept',
  declining: 'decline',
  extending: 'extend',
  withdrawing: 'withdraw',
  cancelling: 'cancel',
};

function phaseOf(booking: LifecycleBooking): LifecyclePhase {
  switch (booking.ecommerceStatus) {
    case 'draft':
      return 'draft';
    case 'pending_confirmation':
      return booking.isAccepted ? 'accepted' : 'pendingConfirmation';
    case 'canceled_by_owner':
      return booking.isAccepted ? 'canceledByOwner' : 'declined';
    case 'canceled_by_renter':
      return 'canceledByRenter';
    case 'canceled_by_system':
      return booking.expiry ? 'expired' : 'canceledBySystem';
    default:
      return booking.ecommerceStatus;
  }
}

export function selectLifecycleView(snapshot: Snapshot): LifecycleView {
  const { context } = snapshot;
  const { role, booking } = context;
  const now = new Date(context.now);
  const top = typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');
  const sub = typeof snapshot.value === 'string' ? undefined : (Object.values(snapshot.value)[0] as string);
  const kind = ACTION_STATES[top];
  const action: LifecycleActionView | undefined = kind
    ? {
        kind,
        step: sub as LifecycleActionView['step'],
        reasons: kind === 'decline' || kind === 'withdraw' || kind === 'cancel' ? reasonsFor(role, kind) : [],
        draft: context.draft,
        ...(context.failure ? { failure: context.failure } : {}),
      }
    : undefined;
  const responseDeadline = responseDeadlineOf(booking);
  const paymentDeadline = paymentDeadlineOf(booking);
  return {
    role,
    booking,
    phase: phaseOf(booking),
    progress: progressStep(booking.ecommerceStatus, booking.isAccepted, booking.expiry !== null),
    ...(action ? { action } : {}),
    confirmingPayment: snapshot.matches({ accepted: 'confirmingPayment' }),
    permissions: permissionsOf(role, booking, now),
    ...(responseDeadline ? { responseDeadline } : {}),
    ...(paymentDeadline ? { paymentDeadline } : {}),
    refund: refundPreviewOf(role, booking, now),
  };
}
