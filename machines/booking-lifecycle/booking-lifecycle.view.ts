import type { SnapshotFrom } from 'xstate';
import {
  paymentDeadlineOf,
  permissionsOf,
  phaseOf,
  reasonsFor,
  refundPreviewOf,
  responseDeadlineOf,
  statusViewOf,
  type Booking,
  type BookingPhase,
  type BookingRole,
  type LifecyclePermissions,
  type RefundPreview,
  type StatusView,
} from '@/entities/booking';
import { declineBlocksRequestDates, type bookingLifecycleMachine } from './booking-lifecycle.machine';
import type { AcceptConflicts, LifecycleDraft, LifecycleFailure } from './booking-lifecycle.types';

/** The status state the booking is in, as the page shows it (the entity's phases). */
export type LifecyclePhase = BookingPhase;

export type LifecycleActionKind = 'accept' | 'decline' | 'extend' | 'withdraw' | 'cancel';

/** An action under way: the dialog's step, its reasons and the refund to show. */
export interface LifecycleActionView {
  kind: LifecycleActionKind;
  step: 'checking' | 'confirming' | 'choosingReason' | 'submitting' | 'failed' | 'datesUnavailable';
  reasons: readonly string[];
  draft: LifecycleDraft;
  failure?: LifecycleFailure;
  /** Declining: the reason chosen blocks the request's dates (none left to block when they are taken already). */
  blocksDates?: boolean;
  /** Accepting: the other requests it declines and what holds its nights; null when they could not be read. */
  conflicts?: AcceptConflicts | null;
}

export interface LifecycleView {
  role: BookingRole;
  booking: Booking;
  /** The status shown, also while an action runs (the one it started from). */
  phase: LifecyclePhase;
  /** What the phase shows for this role: progress step, badge, list group and the actions it offers. */
  status: StatusView;
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
        ...(kind === 'accept' && context.conflicts !== undefined ? { conflicts: context.conflicts } : {}),
        ...(kind === 'decline' ? { blocksDates: declineBlocksRequestDates(context) } : {}),
      }
    : undefined;
  const responseDeadline = responseDeadlineOf(booking);
  const paymentDeadline = paymentDeadlineOf(booking);
  return {
    role,
    booking,
    phase: phaseOf(booking),
    status: statusViewOf(role, booking),
    ...(action ? { action } : {}),
    confirmingPayment: snapshot.matches({ accepted: 'confirmingPayment' }),
    permissions: permissionsOf(role, booking, now),
    ...(responseDeadline ? { responseDeadline } : {}),
    ...(paymentDeadline ? { paymentDeadline } : {}),
    refund: refundPreviewOf(role, booking, now),
  };
}
