/**
 * The deposit on the booking detail (issue #16 point 6): its timeline (reserved, held, released
 * or captured) for both parties and the owner's release. Lazy: importing it costs a page almost nothing.
 */
export { DepositSection, preloadDepositSection } from './ui/lazy-deposit-section';
export type { DepositSectionProps } from './ui/deposit-section';
