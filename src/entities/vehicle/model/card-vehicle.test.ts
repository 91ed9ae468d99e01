import { describe, expect, it } from 'vitest';
import { adminVehiclePath, isInstantBooking, vehicleName } from './card-vehicle';
import { isNewVehicle } from './vehicle-flags';

describe('card vehicle (000 §2)', () => {
  it('names the vehicle from brand and type', () => {
    expect(vehicleName({ brand: { id: 1, name: 'Adria' }, model: 'Coral XL' })).toBe('Adria Coral XL');
    expect(vehicleName({ brand: { id: 1, name: 'Adria' }, model: null })).toBe('Adria');
    expect(vehicleName({ brand: null, model: ' Coral ' })).toBe('Coral');
  });

  it('leaves out the "other brand" choice, which is not a name', () => {
    expect(vehicleName({ brand: { id: 36, name: 'Other', key: 'other_brand' }, model: 'Self-built' })).toBe('Self-built');
    expect(vehicleName({ brand: { id: 36, name: 'Other', key: 'other_brand' }, model: null })).toBeUndefined();
  });

  it('marks instant booking', () => {
    expect(isInstantBooking({ bookingMethod: 'instant' })).toBe(true);
    expect(isInstantBooking({ bookingMethod: 'binding' })).toBe(false);
    expect(isInstantBooking({})).toBe(false);
  });

  it('shows the new label for under 6 days since activation and no reviews', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(isNewVehicle({ firstActivationAt: '2026-11-14T10:00:01Z', reviewCount: 0 }, now)).toBe(true);
    expect(isNewVehicle({ firstActivationAt: '2026-11-14T10:00:00Z', reviewCount: 0 }, now)).toBe(false);
    expect(isNewVehicle({ firstActivationAt: '2026-11-19T10:00:00Z', reviewCount: 1 }, now)).toBe(false);
  });

  it('links admins to the vehicle in the back office', () => {
    expect(adminVehiclePath(42)).toBe('/assets/42');
  });
});
