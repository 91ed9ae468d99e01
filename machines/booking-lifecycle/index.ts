export { bookingLifecycleMachine, type BookingLifecycleContext, type BookingLifecycleEvent } from './booking-lifecycle.machine';
export {
  paymentDeadlineOf,
  paymentLapsed,
  permissionsOf,
  reasonsFor,
  refundPreviewOf,
  responseDeadlineOf,
  responseLapsed,
  type LifecyclePermissions,
  type RefundPreview,
} from './booking-lifecycle.permissions';
export { selectLifecycleView, type LifecyclePhase, type LifecycleView, type LifecycleActionView } from './booking-lifecycle.view';
export type * from './booking-lifecycle.types';
