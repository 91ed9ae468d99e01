export { BookingLifecyclePanel } from './ui/lazy-booking-lifecycle-panel';
export type { BookingLifecyclePanelProps } from './ui/booking-lifecycle-panel';
export { BookingActions, formatDeadline, type BookingActionsProps, type FirstPayment } from './ui/booking-actions';
export { toLifecycleBooking, type BookingDto, type BookingEventDto } from './model/to-lifecycle-booking';
export { useBookingLifecycleActor, useLifecycleView, LIFECYCLE_TICK_MS, type BookingLifecycleActor } from './model/use-booking-lifecycle';
export { LIST_STATUS_LABELS, PROGRESS_STEP_LABELS } from './ui/list-status-label';
