import type { BookingRequestEvent, BookingRequestView } from '@machines/booking-request';

export type FlowSend = (event: BookingRequestEvent) => void;

/** What every step gets: what the flow shows now, and a way to send it events. */
export interface StepProps {
  view: BookingRequestView;
  send: FlowSend;
}
