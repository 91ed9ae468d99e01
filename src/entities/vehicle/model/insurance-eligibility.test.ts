import { describe, expect, it } from 'vitest';
import { insuranceEligibility, type InsuranceEligibilityInput } from './insurance-eligibility';

const motorhome: InsuranceEligibilityInput = {
  subType: 'motorhome',
  isPrivatelyOwned: true,
  insuranceValue: 50_000_000,
  hasApprovedTrackingDevice: false,
  currentOdometerValue: 120_000,
  maximumAuthorizedMass: 3_500,
  isConsideredSwiss: false,
  hasAlteredGasTank: false,
};

describe('platform insurance eligibility (000 §4, §9; 001 §5)', () => {
  it('covers a privately owned motorhome with an insurance value and odometer below 300000 km', () => {
    expect(insuranceEligibility(motorhome)).toEqual({ eligible: true, reasons: [], odometerWarning: false });
  });

  it('needs private ownership (company-owned vehicles are not covered)', () => {
    expect(insuranceEligibility({ ...motorhome, isPrivatelyOwned: false }).reasons).toEqual(['not_privately_owned']);
  });

  it('needs an insurance value', () => {
    expect(insuranceEligibility({ ...motorhome, insuranceValue: null }).reasons).toEqual(['no_insurance_value']);
    expect(insuranceEligibility({ ...motorhome, insuranceValue: 0 }).reasons).toEqual(['no_insurance_value']);
  });

  it('needs an approved tracking device when the value exceeds 100000000 minor units', () => {
    expect(insuranceEligibility({ ...motorhome, insuranceValue: 100_000_000 }).eligible).toBe(true);
    expect(insuranceEligibility({ ...motorhome, insuranceValue: 125_000_000 }).reasons).toEqual(['tracking_device_required']);
    expect(insuranceEligibility({ ...motorhome, insuranceValue: 125_000_000, hasApprovedTrackingDevice: true }).eligible).toBe(true);
  });

  it('needs a motorhome or campervan odometer below 300000 km, warning from 80% (240000)', () => {
    expect(insuranceEligibility({ ...motorhome, currentOdometerValue: 239_999 }).odometerWarning).toBe(false);
    expect(insuranceEligibility({ ...motorhome, currentOdometerValue: 240_000 })).toEqual({ eligible: true, reasons: [], odometerWarning: true });
    expect(insuranceEligibility({ ...motorhome, subType: 'campervan', currentOdometerValue: 299_999 }).eligible).toBe(true);
    expect(insuranceEligibility({ ...motorhome, subType: 'campervan', currentOdometerValue: 300_000 })).toEqual({
      eligible: false,
      reasons: ['odometer_over_limit'],
      odometerWarning: false,
    });
    expect(insuranceEligibility({ ...motorhome, currentOdometerValue: null }).reasons).toEqual(['odometer_over_limit']);
  });

  it('qualifies caravans without an odometer check', () => {
    expect(insuranceEligibility({ ...motorhome, subType: 'caravan', currentOdometerValue: 400_000 })).toEqual({
      eligible: true,
      reasons: [],
      odometerWarning: false,
    });
  });

  it('never qualifies other types', () => {
    expect(insuranceEligibility({ ...motorhome, subType: 'other_camper' }).reasons).toEqual(['subtype_not_covered']);
  });

  it('excludes mass over 6000 kg for the Nordic insurer and over 7500 kg for the Swiss insurer', () => {
    expect(insuranceEligibility({ ...motorhome, maximumAuthorizedMass: 6_000 }).eligible).toBe(true);
    expect(insuranceEligibility({ ...motorhome, maximumAuthorizedMass: 6_001 }).reasons).toEqual(['too_heavy']);
    expect(insuranceEligibility({ ...motorhome, maximumAuthorizedMass: 7_500, isConsideredSwiss: true }).eligible).toBe(true);
    expect(insuranceEligibility({ ...motorhome, maximumAuthorizedMass: 7_501, isConsideredSwiss: true }).reasons).toEqual(['too_heavy']);
    expect(insuranceEligibility({ ...motorhome, maximumAuthorizedMass: null }).eligible).toBe(true);
  });

  it('excludes altered gas tanks', () => {
    expect(insuranceEligibility({ ...motorhome, hasAlteredGasTank: true }).reasons).toEqual(['altered_gas_tank']);
  });

  it('lists every reason at once', () => {
    expect(
      insuranceEligibility({ ...motorhome, isPrivatelyOwned: false, insuranceValue: 999_999_900, currentOdometerValue: 310_000, hasAlteredGasTank: true })
        .reasons,
    ).toEqual(['not_privately_owned', 'tracking_device_required', 'odometer_over_limit', 'altered_gas_tank']);
  });
});
