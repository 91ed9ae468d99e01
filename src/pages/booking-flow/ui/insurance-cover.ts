import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlatformInsurancePlan } from '@/entities/cart';

/** What each platform plan covers and leaves out (001 §3, §9), so a renter can compare them. */
export const PLAN_COVER: Record<PlatformInsurancePlan, { covered: MessageDescriptor[]; excluded: MessageDescriptor[] }> = {
  omocom_basic: {
    covered: [msg`Damage to the vehicle: collision, theft, fire and glass`, msg`Damage you cause to others (liability)`],
    excluded: [msg`Damage to the interior and your own belongings`, msg`Roadside assistance (add it below)`],
  },
  omocom_plus: {
    covered: [msg`Everything in Basic`, msg`A lower deductible`],
    excluded: [msg`Damage to the interior and your own belongings`, msg`Roadside assistance (add it below)`],
  },
  omocom_complete: {
    covered: [msg`Everything in Plus`, msg`The lowest deductible`],
    excluded: [msg`Your own belongings`, msg`Roadside assistance (add it below)`],
  },
};

/** One line on what an insurance add-on does (001 §3 kinds, 001 §9 limits). */
export const ADDON_COVER: Record<string, MessageDescriptor> = {
  roadside_assistance: msg`Towing, repairs on the spot and a place to sleep if the vehicle breaks down.`,
  deductible_buydown: msg`Lowers the deductible you pay after damage.`,
  deductible_insurance: msg`Pays your deductible back after damage.`,
  interior_insurance: msg`Covers damage to the interior, up to EUR 5,000.`,
  luggage_insurance: msg`Covers your luggage, up to CHF 5,000 with a deductible of CHF 50.`,
  cancellation_cost_insurance: msg`Refunds the rent if you must cancel for a covered reason.`,
  travel_abroad: msg`Extends the cover to trips abroad.`,
};
