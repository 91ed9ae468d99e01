/**
 * Additional drivers of a booking (#15 point 3): the list with each driver's review status and fee,
 * and the additional-driver modal (name, both sides of the driving licence) for the renter while the
 * booking is open, not active and not started (001 §4).
 */
export { AdditionalDrivers, preloadAdditionalDrivers } from './ui/lazy-additional-drivers';
export type { AdditionalDriversProps } from './ui/additional-drivers';
