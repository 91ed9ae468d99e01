import { msg } from '@lingui/core/macro';
import type { InsuranceIneligibilityReason } from '@/entities/vehicle';
import { defineLabels } from '@/shared/lib/labels';

/**
 * Why a vehicle does not qualify for the platform insurance (000 §4, §9), as the owner reads it
 * while filling in the vehicle. Only the editor shows these: they load with its catalog.
 */
export const ineligibilityReasonLabel = defineLabels<InsuranceIneligibilityReason>({
  not_privately_owned: msg`Only privately owned vehicles are covered; company vehicles are not.`,
  no_insurance_value: msg`Choose the vehicle's insured value.`,
  tracking_device_required: msg`A vehicle worth more than SEK 1,000,000 needs an approved tracking device.`,
  odometer_over_limit: msg`A motorhome or campervan needs an odometer reading below 300,000 km.`,
  subtype_not_covered: msg`Only motorhomes, campervans and caravans are covered.`,
  too_heavy: msg`The vehicle is heavier than the insurer's limit (6,000 kg; 7,500 kg with the Swiss insurer). You can rent it out with your own insurance.`,
  altered_gas_tank: msg`Vehicles with an altered gas tank are not covered.`,
});
