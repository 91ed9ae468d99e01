import { describe, expect, it } from 'vitest';
import { isActiveVehicle, isHeavyVehicle, isNewVehicle } from './vehicle-flags';

describe('vehicle flags (000 §2, §4, §9)', () => {
  const now = new Date('2026-06-10T12:00:00Z');

  it('is new when activated less than 6 days ago and without reviews', () => {
    expect(isNewVehicle({ firstActivationAt: '2026-06-04T12:00:01Z', reviewCount: 0 }, now)).toBe(true);
    expect(isNewVehicle({ firstActivationAt: '2026-06-04T12:00:00Z', reviewCount: 0 }, now)).toBe(false);
    expect(isNewVehicle({ firstActivationAt: '2026-06-09T12:00:00Z', reviewCount: 1 }, now)).toBe(false);
    expect(isNewVehicle({ firstActivationAt: null, reviewCount: 0 }, now)).toBe(false);
  });

  it('is active when isActive or activationCount is above 0', () => {
    expect(isActiveVehicle({ isActive: true, activationCount: 0 })).toBe(true);
    expect(isActiveVehicle({ isActive: false, activationCount: 1 })).toBe(true);
    expect(isActiveVehicle({ isActive: false, activationCount: 0 })).toBe(false);
  });

  it('is heavy when the maximum authorized mass is above 3500', () => {
    expect(isHeavyVehicle({ maximumAuthorizedMass: 3_500 })).toBe(false);
    expect(isHeavyVehicle({ maximumAuthorizedMass: 3_501 })).toBe(true);
    expect(isHeavyVehicle({ maximumAuthorizedMass: null })).toBe(false);
  });
});
