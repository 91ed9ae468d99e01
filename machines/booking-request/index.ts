export { bookingRequestMachine } from './booking-request.machine';
export {
  STEP_ORDER,
  aboutYouComplete,
  dateErrorsOf,
  datesBookable,
  insuranceAddonsToSend,
  renterNeedsIdVerification,
} from './booking-request.facts';
export type {
  BookingRenter,
  BookingRequestContext,
  BookingRequestEvent,
  BookingRequestInput,
  DraftQuote,
  EditableStep,
  Payable,
  PriceDraftInput,
  QuoteLineItem,
  SubmitInput,
  SubmitOutput,
} from './booking-request.types';
