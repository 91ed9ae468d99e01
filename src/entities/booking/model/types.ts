/** Booking statuses (`ecommerceStatus`) exactly as spelled in spec 001 §4. */
export type BookingStatus =
  | 'draft'
  | 'pending_confirmation'
  | 'confirmed'
  | 'active'
  | 'ended'
  | 'completed'
  | 'canceled_by_owner'
  | 'canceled_by_renter'
  | 'canceled_by_system';

/** 001 §1: non-binding, binding (owner answers within 24 h) or instant (no approval). */
export type BookingMethod = 'instant' | 'binding' | 'non_binding';

/** 000 §3: strict is the fallback for a missing or unknown policy. */
export type CancellationPolicy = 'flex' | 'standard' | 'strict';

export type BookingRole = 'renter' | 'owner';

/** A moment as the API sends it (ISO 8601) or as a Date. */
export type Instant = Date | string;

/** Calendar dates are `yyyy-MM-dd` strings. */
export interface DateRange {
  fromDate: string;
  toDate: string;
}

/**
 * The status plus whether the owner has accepted. The spec has no status for
 * "accepted but not yet paid": it is pending_confirmation with an accepted order
 * (order status `open`), so callers pass the acceptance explicitly.
 */
export interface BookingState {
  ecommerceStatus: BookingStatus;
  isAccepted: boolean;
}

/** Why the system ended a booking nobody acted on: the owner never answered, or the renter never paid. */
export type BookingExpiry = 'unanswered' | 'unpaid';

/** Steps of the booking progress bar (001 §2). */
export type ProgressStep = 'requested' | 'accepted' | 'confirmed' | 'active' | 'completed' | 'declined' | 'cancelled' | 'expired';

/** Status keys of booking lists: the statuses plus the derived accepted, expired and unanswered (001 §4). */
export type BookingListStatus = BookingStatus | 'accepted' | 'expired' | 'unanswered';
