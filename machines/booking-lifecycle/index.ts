export { bookingLifecycleMachine, type BookingLifecycleContext, type BookingLifecycleEvent } from './booking-lifecycle.machine';
export { selectLifecycleView, type LifecyclePhase, type LifecycleView, type LifecycleActionView } from './booking-lifecycle.view';
export type * from './booking-lifecycle.types';
