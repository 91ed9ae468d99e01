import type { PlatformInsurancePlan } from './types';

/**
 * 000 §4: with either of the two higher coverage plans the basic plan is replaced, so the
 * basic product's per-night price × nights is taken off the total (the quote already holds it).
 * Which two are meant is not named; the plans above basic are the ones that include it.
 */
export const COVERAGE_REPLACING_BASIC: readonly PlatformInsurancePlan[] = ['omocom_plus', 'omocom_complete'];

export function basicCoverageDeduction(plan: PlatformInsurancePlan | null, basicPricePerNight: number, nights: number): number {
  return plan !== null && COVERAGE_REPLACING_BASIC.includes(plan) ? basicPricePerNight * nights : 0;
}

/** The total with the chosen plan: the plan's price added, the basic price taken off when the plan replaces it. */
export function totalWithCoverage(total: number, plan: PlatformInsurancePlan | null, planPrice: number, basicPricePerNight: number, nights: number): number {
  return total + planPrice - basicCoverageDeduction(plan, basicPricePerNight, nights);
}
