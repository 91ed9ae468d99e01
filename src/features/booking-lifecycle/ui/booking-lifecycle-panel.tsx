import type { LifecycleBooking } from '@machines/booking-lifecycle';
import type { BookingRole } from '@/entities/booking';
import { useBookingLifecycleActor } from '../model/use-booking-lifecycle';
import { BookingActions, type BookingActionsProps } from './booking-actions';

export interface BookingLifecyclePanelProps {
  /** Whose side of the booking the viewer is on. */
  party: BookingRole;
  booking: LifecycleBooking;
  renderPayment?: BookingActionsProps['renderPayment'];
}

/** The booking's lifecycle on its page: one actor fed by the polled booking, and its actions. */
export function BookingLifecyclePanel({ party, booking, renderPayment }: BookingLifecyclePanelProps) {
  const actor = useBookingLifecycleActor(party, booking);
  return <BookingActions actor={actor} {...(renderPayment ? { renderPayment } : {})} />;
}
