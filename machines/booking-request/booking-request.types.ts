import type { BookingDateRules, PriceLine } from '@/entities/booking';
import type { Cart, CartAddon, CartStep, CartVehicle, PlatformInsurancePlan } from '@/entities/cart';
import type { CreditReportOutcome } from '@/entities/user';
import type { Failure } from '@/shared/lib/flow';

/** What the flow needs to know of the signed-in user. */
export interface BookingRenter {
  id: number;
  role: string;
  country: string | null;
  birthDate: string | null;
  isIdVerified: boolean;
  /** The credit check's result (001 §5); none yet when absent. */
  creditReportResult?: CreditReportOutcome | null;
}

/** The draft booking's price, as `POST /bookings` (or a refresh of the draft) answers it: its lines add up to the total. */
export interface DraftQuote {
  bookingId: number;
  orderId: number;
  currency: string;
  totalPrice: number;
  lineItems: PriceLine[];
  downPaymentPercentage: number;
  cancellationPolicy: string | null;
}

/** What is to be paid now, once the order is confirmed; the payment form takes it. */
export interface Payable {
  payableType: 'installment' | 'order';
  payableId: number;
  amount: number;
  currency: string;
  /** When the rest is due, for the confirmation (ISO date), if anything is left after this payment. */
  restDueAt?: string | null;
}

export interface PriceDraftInput {
  cart: Cart;
  renter: BookingRenter;
}

export interface SubmitInput {
  orderId: number;
  bookingId: number;
  payLater: boolean;
  /** A reload after the order was confirmed: only look up what is left to pay. */
  alreadyConfirmed: boolean;
}

/** `payable` is null when nothing is to be paid now (pay later, or nothing due). */
export interface SubmitOutput {
  payable: Payable | null;
}

/** The flow's booking as the server has it, read again after a reload (issue #23: a reload never strands it). */
export type RestoredBooking = { sent: false; quote: DraftQuote } | { sent: true; quote: DraftQuote; payable: Payable | null };

export interface RestoreInput {
  bookingId: number;
  orderId: number;
}

export interface BookingRequestInput {
  cart: Cart;
  vehicle: CartVehicle;
  renter: BookingRenter | null;
  /** Dates from the vehicle page's link (`?from&to`); new dates start a new request. */
  requestedDates?: { fromDate: string; toDate: string } | undefined;
  /** ISO; the machine's clock (moved on by TICK), for the date checks and the cart's timestamp. */
  now: string;
}

export interface BookingRequestContext {
  cart: Cart;
  renter: BookingRenter | null;
  dateRules: BookingDateRules | null;
  quote: DraftQuote | null;
  payable: Payable | null;
  failure: Failure | null;
  paymentFailure: string | null;
  now: string;
}

/** The steps of the flow's table: every cart step but the error outcome. */
export type FlowStep = Exclude<CartStep, 'error'>;
export type EditableStep = Extract<CartStep, 'dates' | 'about-you' | 'customize' | 'insurance'>;

export type BookingRequestEvent =
  | { type: 'DATE_RULES_LOADED'; rules: BookingDateRules }
  | { type: 'SET_DATES'; fromDate: string; toDate: string }
  | { type: 'ADDONS_LOADED'; addons: CartAddon[] }
  | {
      type: 'UPDATE_ABOUT_YOU';
      patch: Partial<{ destinationAbroad: boolean; travelAbroad: boolean; message: string; drivingLicenseConfirmed: boolean; caravanTowingConfirmed: boolean }>;
    }
  | { type: 'SELECT_ADDON'; key: string; quantity: number }
  | { type: 'ADD_DRIVER'; name: string }
  | { type: 'REMOVE_DRIVER'; index: number }
  | { type: 'CHOOSE_PLAN'; plan: PlatformInsurancePlan | null }
  | { type: 'TOGGLE_INSURANCE_ADDON'; key: string; selected: boolean }
  | { type: 'CHOOSE_PAYMENT'; payLater: boolean }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'GO_TO'; step: EditableStep }
  | { type: 'SIGNED_IN'; renter: BookingRenter }
  | { type: 'SIGNED_OUT' }
  | { type: 'PAYMENT_SUCCEEDED' }
  | { type: 'PAYMENT_FAILED'; message: string }
  | { type: 'RETRY' }
  | { type: 'RESET' }
  | { type: 'TICK'; now: string };
