import type { AcceptConflicts, Booking, BookingRole } from '@/entities/booking';

export type { AcceptConflicts };

export type LifecycleAction = 'accept' | 'decline' | 'extend_response_time' | 'withdraw' | 'cancel';

export type { Failure as LifecycleFailure } from '@/shared/lib/flow';

/** What the renter or owner is filling in for a decline, withdrawal or cancellation. */
export interface LifecycleDraft {
  reason?: string;
  message: string;
}

export interface LifecycleInput {
  role: BookingRole;
  booking: Booking;
  /** ISO; the moment deadlines are measured against, moved on by TICK. */
  now: string;
}

export interface PerformActionInput {
  bookingId: number;
  action: LifecycleAction;
  reason?: string;
  message?: string;
  /** A decline blocks the request's dates in the vehicle's calendar (001 §9). */
  blockDates?: boolean;
}

/** The request whose conflicts are read before the owner is asked to accept it. */
export interface FindConflictsInput {
  bookingId: number;
}
