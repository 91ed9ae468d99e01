/**
 * Changing a booking's dates (#15 points 1 and 2): the booking change request modal and the
 * change-request list on the booking detail, for both parties, over `machines/change-request`.
 * The difference of an accepted extension is paid through the payment form the page renders
 * (`renderPayment`, as the booking lifecycle panel does).
 */
export { ChangeDates, preloadChangeDates } from './ui/lazy-change-dates';
export type { ChangeDatesProps } from './ui/change-dates';
export type { ChangePayment } from './ui/change-dates-card';
export { changeDatesErrorLabel } from './model/date-error-labels';
