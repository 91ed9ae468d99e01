import type { components } from '@openapi/generated/schema';
import type { Store } from '../store/store';
import type { Random } from './prng';

type VehicleData = components['schemas']['VehicleData'];
type Entry = Omit<VehicleData, 'brandId' | 'brandName'> & { brand: string };

/**
 * The national vehicle registers of the automatic import (000 §5: SE, NO, FI, DK), as the sandbox
 * has them: a few real-looking plates per country (documented in openapi/sandbox/README.md) whose
 * vehicles nobody has listed. A seeded vehicle's own plate is in the register too (logic/vehicle-data).
 */
const ENTRIES: readonly Entry[] = [
  entry('SE', 'ABC 123', 'hymer', 'motorhome', 'ML-T 570', 2019, { length: 741, width: 222, height: 306, curbWeight: 3_180, mass: 4_100, seats: 4, fuel: 'diesel', gear: 'automatic', licence: 'C1', colour: 'silver', odometer: 64_000 }),
  entry('SE', 'KRT 42F', 'kabe', 'motorhome', 'Travel Master Imperial 880 QB', 2021, { length: 882, width: 235, height: 305, curbWeight: 3_390, mass: 3_500, seats: 4, fuel: 'diesel', gear: 'automatic', licence: 'B', colour: 'white', odometer: 38_500 }),
  entry('SE', 'MLB 908', 'kabe', 'caravan', 'Royal 560 XL KS', 2017, { length: 790, width: 250, height: 265, curbWeight: 1_480, mass: 1_800, seats: null, fuel: null, gear: null, licence: 'B', colour: 'white', odometer: null }),
  entry('NO', 'EL 48213', 'adria', 'motorhome', 'Coral XL Plus 670 SL', 2020, { length: 699, width: 229, height: 290, curbWeight: 2_960, mass: 3_500, seats: 4, fuel: 'diesel', gear: 'manual', licence: 'B', colour: 'white', odometer: 51_200 }),
  entry('NO', 'DN 75120', 'volkswagen', 'campervan', 'California Ocean', 2022, { length: 490, width: 190, height: 199, curbWeight: 2_520, mass: 3_080, seats: 4, fuel: 'diesel', gear: 'automatic', licence: 'B', colour: 'blue', odometer: 24_000 }),
  entry('FI', 'KTV-482', 'solifer', 'caravan', 'Artic 620', 2016, { length: 760, width: 250, height: 262, curbWeight: 1_560, mass: 1_900, seats: null, fuel: null, gear: null, licence: 'B', colour: 'white', odometer: null }),
  entry('FI', 'ZYH-317', 'knaus', 'motorhome', 'Sky TI 650 MEG', 2018, { length: 696, width: 232, height: 294, curbWeight: 3_010, mass: 3_500, seats: 4, fuel: 'diesel', gear: 'manual', licence: 'B', colour: 'white', odometer: 97_800 }),
  entry('DK', 'AX 21 384', 'dethleffs', 'motorhome', 'Trend T 7057 EB', 2019, { length: 741, width: 233, height: 295, curbWeight: 3_050, mass: 3_500, seats: 4, fuel: 'diesel', gear: 'manual', licence: 'B', colour: 'white', odometer: 72_400 }),
  entry('DK', 'CU 58 902', 'burstner', 'motorhome', 'Lyseo TD 727 G', 2023, { length: 741, width: 232, height: 295, curbWeight: 3_150, mass: 3_650, seats: 4, fuel: 'diesel', gear: 'automatic', licence: 'C1', colour: 'grey', odometer: 12_300 }),
];

interface Facts {
  length: number;
  width: number;
  height: number;
  curbWeight: number;
  mass: number;
  seats: number | null;
  fuel: VehicleData['fueltype'];
  gear: VehicleData['transmission'];
  licence: VehicleData['drivingLicenseClass'];
  colour: string;
  odometer: number | null;
}

function entry(country: string, licensePlate: string, brand: string, subType: NonNullable<VehicleData['subType']>, model: string, modelYear: number, facts: Facts): Entry {
  return {
    country,
    licensePlate,
    brand,
    subType,
    model,
    modelYear,
    registrationDate: `${modelYear}-04-15`,
    colour: facts.colour,
    length: facts.length,
    width: facts.width,
    height: facts.height,
    curbWeight: facts.curbWeight,
    maximumAuthorizedMass: facts.mass,
    sitsNumber: facts.seats,
    seatsWithBelt: facts.seats,
    fueltype: facts.fuel,
    transmission: facts.gear,
    drivingLicenseClass: facts.licence,
    euro6Compliant: subType === 'caravan' ? null : modelYear >= 2016,
    currentOdometerValue: facts.odometer,
  };
}

/** The register's data of an entry, with the brand as the store names it. */
function dataOf(store: Store, { brand: key, ...data }: Entry): VehicleData {
  const brand = store.brands.find((b) => b.key === key);
  return { ...data, brandId: brand?.id ?? null, brandName: brand?.name ?? null };
}

export function seedVehicleRegister(store: Store): void {
  for (const item of ENTRIES) store.vehicleRegister.insert({ data: dataOf(store, item) });
}

const REGISTER_LETTERS = 'ABCDEFGHJKLMNPRSTUWXYZ';

/** A plate in the country's format that no vehicle and no register entry has yet. */
function freePlate(store: Store, random: Random, country: string): string {
  const letters = (count: number) => Array.from({ length: count }, () => REGISTER_LETTERS.charAt(random.int(0, REGISTER_LETTERS.length - 1))).join('');
  const digits = (count: number) => Array.from({ length: count }, () => String(random.int(0, 9))).join('');
  const normal = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();
  const taken = (plate: string) =>
    store.vehicleRegister.find((r) => r.data.country === country && normal(r.data.licensePlate) === normal(plate)) !== undefined ||
    store.assets.find((a) => a.registrationCountry === country && a.licensePlate !== null && normal(a.licensePlate) === normal(plate)) !== undefined;
  for (;;) {
    const plate =
      country === 'NO' ? `${letters(2)} ${digits(5)}` : country === 'FI' ? `${letters(3)}-${digits(3)}` : country === 'DK' ? `${letters(2)} ${digits(2)} ${digits(3)}` : `${letters(3)} ${digits(3)}`;
    if (!taken(plate)) return plate;
  }
}

/**
 * A motorhome newly in the register (the sandbox-only `POST /__sandbox/users` with `registeredVehicle`):
 * a plate of the country's format that nobody has listed, so a test's owner can import it and save
 * it without meeting another test's "registration number already used".
 */
export function registerVehicle(store: Store, random: Random, country: 'SE' | 'NO' | 'FI' | 'DK'): VehicleData {
  const template = ENTRIES.find((e) => e.country === country && e.subType === 'motorhome') ?? ENTRIES[0];
  const data = dataOf(store, { ...(template as Entry), licensePlate: freePlate(store, random, country) });
  store.vehicleRegister.insert({ data });
  return data;
}
