export { bookingRequestMachine } from './booking-request.machine';
export { aboutYouComplete, dateErrorsOf, datesBookable, insuranceAddonsToSend, renterNeedsIdVerification } from './booking-request.facts';
export { BOOKING_STEPS, STEP_STATES } from './booking-request.steps';
export { selectBookingRequestView, type BookingRequestPhase, type BookingRequestView } from './booking-request.view';
export type {
  BookingRenter,
  BookingRequestContext,
  BookingRequestEvent,
  BookingRequestInput,
  DraftQuote,
  EditableStep,
  FlowStep,
  Payable,
  PriceDraftInput,
  RestoredBooking,
  RestoreInput,
  SubmitInput,
  SubmitOutput,
} from './booking-request.types';
