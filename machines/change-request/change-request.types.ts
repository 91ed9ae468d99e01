import type { BookingDateRules, BookingRole } from '@/entities/booking';
import type { Failure } from '@/shared/lib/flow';

export type { Failure as ChangeRequestFailure };

/** `GET /bookings/{id}/change-request-costs`: money in minor units of the booking's currency. */
export interface ChangeCosts {
  newFromDate: string;
  newToDate: string;
  nights: number;
  currentTotalPrice: number;
  newTotalPrice: number;
  /** New minus current: negative means money back. */
  difference: number;
}

/** A change request as the contract spells it (001 §3). */
export interface ChangeRequestItem {
  id: number;
  newFromDate: string;
  newToDate: string;
  message: string | null;
  status: 'pending' | 'accepted' | 'denied' | 'cancelled';
  createdBy: BookingRole;
  costs?: ChangeCosts;
  createdAt: string;
}

/** The `dates_change` installment an accepted extension left to pay. */
export interface DifferenceDue {
  installmentId: number;
  amount: number;
}

/** What the machine reads of the booking; the page makes it from the polled booking and order. */
export interface ChangeBooking {
  id: number;
  fromDate: string;
  toDate: string;
  /** How its dates change now (entities/booking `dateChangeKind`); none once it is closed. */
  kind: 'direct' | 'request' | undefined;
  orderId: number | null;
  /** 001 §4: the owner accepted an extension; the renter confirms it before paying. */
  extensionPending: boolean;
  /** After the confirmation: the difference is payable. */
  differenceDue: DifferenceDue | undefined;
  requests: ChangeRequestItem[];
}

/** What the renter typed: kept across a reload until the API has it. */
export interface ChangeDraft {
  fromDate: string;
  toDate: string;
  message: string;
}

export interface ChangeRequestInput {
  role: BookingRole;
  booking: ChangeBooking;
  /** The vehicle's rules for the new dates (001 §5). */
  rules: BookingDateRules;
  /** ISO; the day the dates are judged against. */
  now: string;
  /** A draft kept from before a reload: the form reopens with it. */
  draft?: ChangeDraft;
}

export interface QuoteInput {
  bookingId: number;
  fromDate: string;
  toDate: string;
}
export interface SendInput extends QuoteInput {
  message: string;
}
export interface AnswerInput {
  bookingId: number;
  requestId: number;
  answer: 'accept' | 'deny' | 'cancel';
}
