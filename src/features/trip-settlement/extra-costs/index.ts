/**
 * Extra costs after the trip (issue #16 point 5): the charges and discounts on the booking detail,
 * the owner's late extra charge and discount. Lazy: importing it costs a page almost nothing.
 */
export { ExtraCostsSection, preloadExtraCostsSection } from './ui/lazy-extra-costs-section';
export type { ExtraCostsSectionProps } from './ui/extra-costs-section';
