/**
 * Extra costs after the trip (issue #16 point 5): the charges and discounts on the booking detail,
 * the owner's late extra charge and discount, and the extra-charge modal the check-out's
 * extra-costs step opens. Lazy: importing it costs a page almost nothing.
 */
export { ExtraCostsSection, preloadExtraCostsSection } from './ui/lazy-extra-costs-section';
export type { ExtraCostsSectionProps } from './ui/extra-costs-section';
export { ExtraChargeDialog } from './ui/lazy-extra-charge-dialog';
export type { ExtraChargeDialogProps } from './ui/extra-charge-dialog';
