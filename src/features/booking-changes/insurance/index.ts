/**
 * Insurance after booking (#15 point 4): the policy with its document, claim form and claims, the Swiss
 * insurer's limits, and for the renter the upgrade to a higher plan, the deductible reduction, the
 * insurance add-ons, the young-driver information and the limits that apply (001 §2, §4, §5, §9).
 */
export { BookingInsurance, preloadBookingInsurance } from './ui/lazy-booking-insurance';
export type { BookingInsuranceProps } from './ui/booking-insurance';
export { insuranceLimitationLabel } from './model/limitation-labels';
