import type { components } from '@/shared/api';
import type { BookingExpiry, BookingMethod, BookingStatus, CancellationPolicy } from './types';

/** The API's booking and its history events, as the contract spells them. */
export type BookingDto = components['schemas']['Booking'];
export type BookingEventDto = components['schemas']['BookingHistoryEvent'];

/**
 * A booking as the app's machines and pages read it (001 §3), mapped from the API's booking by
 * `toBooking`. Instants are ISO strings so a machine snapshot stays serialisable; deadlines are
 * computed from them (XState #4860: `after` timers do not survive a restored snapshot).
 */
export interface Booking {
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

