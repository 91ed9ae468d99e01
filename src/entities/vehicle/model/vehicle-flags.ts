import type { Instant } from './types';

const DAY_MS = 86_400_000;

// 000 §2, §9: new when activated under 6 days ago and without reviews; heavy above 3500 kg.
export const NEW_VEHICLE_DAYS = 6;
export const HEAVY_VEHICLE_MASS_KG = 3_500;

export function isNewVehicle(vehicle: { firstActivationAt: Instant | null; reviewCount: number }, now: Date): boolean {
  if (vehicle.firstActivationAt === null || vehicle.reviewCount > 0) return false;
  return now.getTime() - new Date(vehicle.firstActivationAt).getTime() < NEW_VEHICLE_DAYS * DAY_MS;
}

/** 000 §4: active if isActive, or activated at least once (activationCount above 0). */
export const isActiveVehicle = (vehicle: { isActive: boolean; activationCount: number }): boolean =>
  vehicle.isActive || vehicle.activationCount > 0;

export const isHeavyVehicle = (vehicle: { maximumAuthorizedMass: number | null }): boolean =>
  (vehicle.maximumAuthorizedMass ?? 0) > HEAVY_VEHICLE_MASS_KG;
