import type { BookingRequestActor } from '@/features/request-booking';

export type FlowSnapshot = ReturnType<BookingRequestActor['getSnapshot']>;
export type FlowSend = BookingRequestActor['send'];

/** What every step gets: the machine's state and a way to send it events. */
export interface StepProps {
  state: FlowSnapshot;
  send: FlowSend;
}
