export { BookingLifecyclePanel, preloadBookingLifecyclePanel } from './ui/lazy-booking-lifecycle-panel';
export type { BookingLifecyclePanelProps } from './ui/booking-lifecycle-panel';
export { BookingActions, formatDeadline, offered, type BookingActionsProps, type FirstPayment } from './ui/booking-actions';
export { useBookingLifecycle, LIFECYCLE_TICK_MS, type LifecycleSend } from './model/use-booking-lifecycle';
