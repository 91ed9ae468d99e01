import type { Booking, BookingRole } from '@/entities/booking';
import { useBookingLifecycle } from '../model/use-booking-lifecycle';
import { BookingActions, type BookingActionsProps } from './booking-actions';

export interface BookingLifecyclePanelProps {
  /** Whose side of the booking the viewer is on. */
  party: BookingRole;
  booking: Booking;
  renderPayment?: BookingActionsProps['renderPayment'];
  /** The owner's missing steps before answering a request, and the path they bring the owner back to. */
  answerRequirements?: BookingActionsProps['answerRequirements'];
  returnTo?: string;
}

/** The booking's lifecycle on its page: one machine fed by the polled booking, and its actions. */
export function BookingLifecyclePanel({ party, booking, renderPayment, answerRequirements, returnTo }: BookingLifecyclePanelProps) {
  const { view, send } = useBookingLifecycle(party, booking);
  return (
    <BookingActions
      view={view}
      send={send}
      {...(renderPayment ? { renderPayment } : {})}
      {...(answerRequirements ? { answerRequirements } : {})}
      {...(returnTo ? { returnTo } : {})}
    />
  );
}
