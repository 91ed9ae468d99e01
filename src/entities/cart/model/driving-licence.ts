/** 001 §5: a licence held for at least 3 years. */
export const LICENCE_MIN_YEARS = 3;

/** 001 §5, §9: heavy vehicles (maximum authorised mass above 3,500 kg) need category C, the others B. */
export const HEAVY_VEHICLE_MASS_KG = 3500;

export type LicenceCategory = 'B' | 'C';

export function requiredLicenceCategory(vehicle: { drivingLicenseClass: 'B' | 'C1' | null; maximumAuthorizedMass?: number | null }): LicenceCategory {
  if (vehicle.drivingLicenseClass === 'C1') return 'C';
  return (vehicle.maximumAuthorizedMass ?? 0) > HEAVY_VEHICLE_MASS_KG ? 'C' : 'B';
}

/** Where a licence must be issued to be accepted without an international one (001 §5). */
export const ACCEPTED_LICENCE_ORIGINS = ['EU/EEA', 'UK', 'Switzerland', 'Australia', 'New Zealand', 'Canada', 'USA'] as const;
