import type { components } from '@openapi/generated/schema';
import type { Store } from '../store/store';

type VehicleData = components['schemas']['VehicleData'];

const normalisePlate = (plate: string): string => plate.replace(/[\s-]/g, '').toUpperCase();

/**
 * The vehicle registers of the sandbox: a seeded vehicle's plate gives its own data, a plate of
 * the seeded register (seed/vehicle-register.ts) gives its entry, and any other plate is not found.
 */
export function vehicleDataOf(store: Store, country: string, plate: string): VehicleData | undefined {
  const wanted = normalisePlate(plate);
  const registered = store.vehicleRegister.find((r) => r.data.country === country && normalisePlate(r.data.licensePlate) === wanted);
  if (registered) return registered.data;
  const known = store.assets.find((a) => a.registrationCountry === country && a.licensePlate !== null && normalisePlate(a.licensePlate) === wanted);
  if (!known) return undefined;
  const brand = known.brandId === null ? undefined : store.brands.get(known.brandId);
  return {
    country,
    licensePlate: known.licensePlate ?? plate,
    subType: known.subType,
    brandId: known.brandId,
    brandName: brand?.name ?? null,
    model: known.model,
    modelYear: known.modelYear,
    registrationDate: known.registrationDate,
    colour: known.colour,
    length: known.length,
    width: known.width,
    height: known.height,
    curbWeight: known.curbWeight,
    maximumAuthorizedMass: known.maximumAuthorizedMass,
    sitsNumber: known.sitsNumber,
    seatsWithBelt: known.seatsWithBelt,
    fueltype: known.fueltype,
    transmission: known.transmission,
    drivingLicenseClass: known.drivingLicenseClass,
    euro6Compliant: known.euro6Compliant,
    currentOdometerValue: known.currentOdometerValue,
  };
}
