import { describe, expect, it } from 'vitest';
import { HEAVY_VEHICLE_MASS_KG, LICENCE_MIN_YEARS, requiredLicenceCategory } from './driving-licence';

describe('driving licence (001 §5)', () => {
  it('must be held at least 3 years', () => expect(LICENCE_MIN_YEARS).toBe(3));

  it('needs category B up to 3,500 kg and C above', () => {
    expect(HEAVY_VEHICLE_MASS_KG).toBe(3500);
    expect(requiredLicenceCategory({ drivingLicenseClass: 'B', maximumAuthorizedMass: 3500 })).toBe('B');
    expect(requiredLicenceCategory({ drivingLicenseClass: 'B', maximumAuthorizedMass: 3501 })).toBe('C');
    expect(requiredLicenceCategory({ drivingLicenseClass: 'C1' })).toBe('C');
    expect(requiredLicenceCategory({ drivingLicenseClass: null })).toBe('B');
  });
});
