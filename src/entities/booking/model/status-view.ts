import type { Booking } from './booking';
import type { BookingRole, ProgressStep } from './types';

/** Where a booking stands, as both parties' pages show it: the status plus what the spec derives (001 §4). */
export type BookingPhase =
  | 'draft'
  | 'pendingConfirmation'
  | 'accepted'
  | 'confirmed'
  | 'active'
  | 'ended'
  | 'completed'
  | 'declined'
  | 'unanswered'
  | 'expired'
  | 'canceledByOwner'
  | 'canceledByRenter'
  | 'canceledBySystem';

/** What a party may be offered to do with a booking in a phase; the rules (`permissionsOf`) decide whether it may now. */
export type BookingActionKind = 'continue' | 'accept' | 'decline' | 'extend' | 'withdraw' | 'cancel' | 'pay';

export interface StatusView {
  /** The step of the progress bar (001 §2). */
  progress: ProgressStep;
  /** How the status badge reads at a glance. */
  tone: 'attention' | 'success' | 'neutral' | 'muted' | 'danger';
  /** Where a bookings list puts it: drafts to finish, bookings still to come or under way, and the past. */
  group: 'unfinished' | 'current' | 'past';
  actions: readonly BookingActionKind[];
}

/** The phase of a booking: its status, told apart where the spec's lists do (accepted, declined, unanswered, expired). */
export function phaseOf(booking: Pick<Booking, 'ecommerceStatus' | 'isAccepted' | 'expiry'>): BookingPhase {
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
      if (booking.expiry === 'unanswered') return 'unanswered';
      return booking.expiry === 'unpaid' ? 'expired' : 'canceledBySystem';
    default:
      return booking.ecommerceStatus;
  }
}

const past = (progress: ProgressStep, tone: StatusView['tone'] = 'muted'): StatusView => ({ progress, tone, group: 'past', actions: [] });

/**
 * One table per role: what each phase shows (progress step, badge tone, list group) and which
 * actions it offers. The progress bar, the bookings list and the booking's actions all read it,
 * so a new status is added here and nowhere else.
 */
export const STATUS_VIEWS: Record<BookingRole, Record<BookingPhase, StatusView>> = {
  renter: {
    draft: { progress: 'requested', tone: 'attention', group: 'unfinished', actions: ['continue'] },
    // A request paid up front can still be paid after a reload; it is withdrawn until accepted (001 §4).
    pendingConfirmation: { progress: 'requested', tone: 'neutral', group: 'current', actions: ['pay', 'withdraw'] },
    accepted: { progress: 'accepted', tone: 'attention', group: 'current', actions: ['pay'] },
    confirmed: { progress: 'confirmed', tone: 'success', group: 'current', actions: ['cancel'] },
    active: { progress: 'active', tone: 'success', group: 'current', actions: [] },
    ended: { progress: 'active', tone: 'neutral', group: 'past', actions: [] },
    completed: past('completed', 'neutral'),
    declined: past('declined', 'danger'),
    unanswered: past('expired'),
    expired: past('expired'),
    canceledByOwner: past('cancelled', 'danger'),
    canceledByRenter: past('cancelled'),
    canceledBySystem: past('cancelled', 'danger'),
  },
  owner: {
    draft: past('requested'),
    pendingConfirmation: { progress: 'requested', tone: 'attention', group: 'current', actions: ['accept', 'decline', 'extend'] },
    accepted: { progress: 'accepted', tone: 'neutral', group: 'current', actions: ['cancel'] },
    confirmed: { progress: 'confirmed', tone: 'success', group: 'current', actions: ['cancel'] },
    active: { progress: 'active', tone: 'success', group: 'current', actions: [] },
    ended: { progress: 'active', tone: 'neutral', group: 'past', actions: [] },
    completed: past('completed', 'neutral'),
    declined: past('declined'),
    unanswered: past('expired', 'danger'),
    expired: past('expired'),
    canceledByOwner: past('cancelled'),
    canceledByRenter: past('cancelled', 'danger'),
    canceledBySystem: past('cancelled', 'danger'),
  },
};

export const statusViewOf = (role: BookingRole, booking: Pick<Booking, 'ecommerceStatus' | 'isAccepted' | 'expiry'>): StatusView => STATUS_VIEWS[role][phaseOf(booking)];
