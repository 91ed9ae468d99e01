import type { BookingExpiry, BookingMethod, BookingRole, BookingStatus, CancellationPolicy } from '@/entities/booking';

/**
 * The facts of a booking the lifecycle needs, mapped from the API's booking by the feature.
 * Instants are ISO strings so a snapshot stays serialisable; deadlines are computed from them
 * (XState #4860: `after` timers do not survive a restored snapshot).
 */
export interface LifecycleBooking {
  id: number;
  ecommerceStatus: BookingStatus;
  /** The owner accepted (an instant booking is accepted on request). */
  isAccepted: boolean;
  bookingMethod: BookingMethod;
  /** Why the system ended it, when it lapsed: nobody answered, or nobody paid. */
  expiry: BookingExpiry | null;
  fromDate: string;
  toDate: string;
  /** When the request was sent: the owner's 24 h count from here. */
  requestedAt: string;
  /** When the owner accepted: the renter's 48 h count from here. */
  acceptedAt: string | null;
  responseDeadlineExtensions: number;
  cancellationPolicy: CancellationPolicy;
  currency: string;
  /** Paid so far, minor units: the base of a refund. */
  paidAmount: number;
  hasPlatformInsurance: boolean;
  hasDeductibleBuydown: boolean;
  allowsAddingExtraCharges: boolean;
  /** The installment the renter pays next (the first payment after acceptance confirms the booking). */
  nextPayableInstallment: { id: number; type: string; amount: number } | null;
}

export type LifecycleAction = 'accept' | 'decline' | 'extend_response_time' | 'withdraw' | 'cancel';

export interface LifecycleFailure {
  slug: string;
  message: string;
}

/** What the renter or owner is filling in for a decline, withdrawal or cancellation. */
export interface LifecycleDraft {
  reason?: string;
  message: string;
}

export interface LifecycleInput {
  role: BookingRole;
  booking: LifecycleBooking;
  /** ISO; the moment deadlines are measured against, moved on by TICK. */
  now: string;
}

export interface PerformActionInput {
  bookingId: number;
  action: LifecycleAction;
  reason?: string;
  message?: string;
}
