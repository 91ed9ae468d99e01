import type { AssetSubType, InsuranceIneligibilityReason } from './types';

// 000 §9 and 001 §9 insurance thresholds.
export const TRACKING_DEVICE_THRESHOLD_MINOR = 100_000_000;
export const ODOMETER_LIMIT_KM = 300_000;
export const ODOMETER_WARNING_KM = ODOMETER_LIMIT_KM * 0.8;
export const NORDIC_INSURER_MAX_MASS_KG = 6_000;
export const SWISS_INSURER_MAX_MASS_KG = 7_500;
/** 000 §5: a vehicle over 7,500 kg is not listed at all (under it, one over 6,000 kg may be rented with own insurance). */
export const MAX_LISTED_MASS_KG = 7_500;

export interface InsuranceEligibilityInput {
  subType: AssetSubType;
  isPrivatelyOwned: boolean;
  /** Minor units; null or 0 means none given. */
  insuranceValue: number | null;
  hasApprovedTrackingDevice: boolean;
  /** km */
  currentOdometerValue: number | null;
  /** kg */
  maximumAuthorizedMass: number | null;
  /** Registered in CH or LI: the Swiss insurer's mass limit applies. */
  isConsideredSwiss: boolean;
  hasAlteredGasTank: boolean;
}

export interface InsuranceEligibility {
  eligible: boolean;
  reasons: InsuranceIneligibilityReason[];
  /** The odometer is at or above 80% of the limit but still below it. */
  odometerWarning: boolean;
}

const ODOMETER_CHECKED: readonly AssetSubType[] = ['motorhome', 'campervan'];
const COVERED: readonly AssetSubType[] = ['caravan', 'motorhome', 'campervan'];

/**
 * Platform insurance eligibility (000 §4, §5, §9; 001 §5), with every reason it fails.
 * - Company-owned vehicles are the not-privately-owned ones.
 * - Motorhomes and campervans must show an odometer reading below the limit; a
 *   missing reading cannot show that, so it counts as over the limit.
 * - The mass limit only excludes: an unknown mass does not.
 * - The odometer warning applies to the subtypes whose odometer is checked.
 */
export function insuranceEligibility(vehicle: InsuranceEligibilityInput): InsuranceEligibility {
  const reasons: InsuranceIneligibilityReason[] = [];
  const value = vehicle.insuranceValue ?? 0;
  const odometerChecked = ODOMETER_CHECKED.includes(vehicle.subType);
  const odometer = vehicle.currentOdometerValue;
  const massLimit = vehicle.isConsideredSwiss ? SWISS_INSURER_MAX_MASS_KG : NORDIC_INSURER_MAX_MASS_KG;

  if (!vehicle.isPrivatelyOwned) reasons.push('not_privately_owned');
  if (value <= 0) reasons.push('no_insurance_value');
  if (value > TRACKING_DEVICE_THRESHOLD_MINOR && !vehicle.hasApprovedTrackingDevice) reasons.push('tracking_device_required');
  if (odometerChecked && (odometer === null || odometer >= ODOMETER_LIMIT_KM)) reasons.push('odometer_over_limit');
  if (!COVERED.includes(vehicle.subType)) reasons.push('subtype_not_covered');
  if (vehicle.maximumAuthorizedMass !== null && vehicle.maximumAuthorizedMass > massLimit) reasons.push('too_heavy');
  if (vehicle.hasAlteredGasTank) reasons.push('altered_gas_tank');

  return {
    eligible: reasons.length === 0,
    reasons,
    odometerWarning: odometerChecked && odometer !== null && odometer >= ODOMETER_WARNING_KM && odometer < ODOMETER_LIMIT_KM,
  };
}
