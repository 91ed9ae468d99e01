import type { components } from '@openapi/generated/schema';
import { hashString } from '../seed/prng';
import { BRANDS } from '../seed/words/vehicles';
import type { Store } from '../store/store';

type VehicleData = components['schemas']['VehicleData'];

const normalisePlate = (plate: string): string => plate.replace(/[\s-]/g, '').toUpperCase();
/** Registration numbers of the Nordic registers: letters and digits, 4 to 8 characters. */
const PLATE = /^[A-Z0-9]{4,8}$/;

/**
 * The vehicle registry of the sandbox: a seeded vehicle's plate gives its own data;
 * another well-formed plate gives stable made-up data (derived from the plate), so the
 * editor's import can be tried with any number; a malformed plate is not found.
 */
export function vehicleDataOf(store: Store, country: string, plate: string): VehicleData | undefined {
  const wanted = normalisePlate(plate);
  const known = store.assets.find((a) => a.registrationCountry === country && a.licensePlate !== null && normalisePlate(a.licensePlate) === wanted);
  if (known) {
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
  if (!PLATE.test(wanted)) return undefined;
  const hash = hashString(`${country}:${wanted}`);
  const words = BRANDS.filter((b) => b.models.motorhome)[hash % 12] ?? BRANDS[0];
  const brand = store.brands.find((b) => b.key === words?.key);
  const models = words?.models.motorhome ?? [];
  const modelYear = 2008 + (hash % 18);
  return {
    country,
    licensePlate: plate,
    subType: 'motorhome',
    brandId: brand?.id ?? null,
    brandName: brand?.name ?? null,
    model: models[hash % Math.max(1, models.length)] ?? null,
    modelYear,
    registrationDate: `${modelYear}-0${1 + (hash % 9)}-15`,
    colour: 'white',
    length: 650 + (hash % 200),
    width: 230,
    height: 290,
    curbWeight: 2_900 + (hash % 600),
    maximumAuthorizedMass: 3_500,
    sitsNumber: 4,
    seatsWithBelt: 4,
    fueltype: 'diesel',
    transmission: hash % 2 === 0 ? 'manual' : 'automatic',
    drivingLicenseClass: 'B',
    euro6Compliant: modelYear >= 2016,
    currentOdometerValue: (2026 - modelYear) * 11_000,
  };
}
