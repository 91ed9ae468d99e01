import { describe, expect, it } from 'vitest';
import { needsIdVerification } from './id-verification-requirement';

describe('ID verification required before check-in (001 §5)', () => {
  it('is not needed once the user is verified', () => {
    expect(needsIdVerification({ role: 'owner', user: { isIdVerified: true, isConsideredSwiss: false } })).toBe(false);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: true, country: 'SE' }, vehicle: { isConsideredSwiss: false } })).toBe(false);
  });

  it('is needed by an owner unless considered Swiss', () => {
    expect(needsIdVerification({ role: 'owner', user: { isIdVerified: false, isConsideredSwiss: false } })).toBe(true);
    expect(needsIdVerification({ role: 'owner', user: { isIdVerified: false, isConsideredSwiss: true } })).toBe(false);
  });

  it('is needed by a renter unless living in CH or LI and renting a vehicle considered Swiss', () => {
    const swissVehicle = { isConsideredSwiss: true };
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: 'CH' }, vehicle: swissVehicle })).toBe(false);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: 'LI' }, vehicle: swissVehicle })).toBe(false);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: 'DE' }, vehicle: swissVehicle })).toBe(true);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: 'CH' }, vehicle: { isConsideredSwiss: false } })).toBe(true);
    expect(needsIdVerification({ role: 'renter', user: { isIdVerified: false, country: null }, vehicle: swissVehicle })).toBe(true);
  });
});
