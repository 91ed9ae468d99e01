import type { components } from '@/shared/api';
import { REGISTRATION_COUNTRIES } from './basic-data-rules';
import type { VehicleChanges } from './editor-draft';
import { isFieldShownForSubType } from './field-visibility';

type VehicleData = components['schemas']['VehicleData'];

/** 000 §5: the vehicle data is imported from the national register in these four countries only. */
export const VEHICLE_DATA_IMPORT_COUNTRIES = ['SE', 'NO', 'DK', 'FI'] as const;

/** 000 §5: whether a vehicle may be registered in the country (SE, NO, DK, FI, CH, LI). */
export const isRegistrationCountry = (country: string | null | undefined): boolean => (REGISTRATION_COUNTRIES as readonly string[]).includes(country ?? '');

/** Whether the editor offers the import by registration number for a vehicle registered in the country. */
export const offersVehicleDataImport = (country: string | null | undefined): boolean => (VEHICLE_DATA_IMPORT_COUNTRIES as readonly string[]).includes(country ?? '');

/**
 * The plate as the lookup sends it (`GET /vehicle-data/{country}/{plate}`): owners type it with the
 * spaces and dashes of the plate itself ("ABC 123", "KTV-482"); registers know it without them.
 */
export const plateForLookup = (plate: string): string => plate.replace(/[\s-]/g, '').toUpperCase();

/** Nordic plates are 2 to 8 letters and digits: anything else is not worth a call. */
export const isLookupPlate = (plate: string): boolean => /^[A-Z0-9]{2,8}$/.test(plateForLookup(plate));

/** The register's fields the editor takes, in the order the found data is listed. */
export const IMPORTED_FIELDS = [
  'subType',
  'brandId',
  'model',
  'modelYear',
  'registrationDate',
  'colour',
  'fueltype',
  'transmission',
  'drivingLicenseClass',
  'euro6Compliant',
  'length',
  'width',
  'height',
  'curbWeight',
  'maximumAuthorizedMass',
  'sitsNumber',
  'seatsWithBelt',
  'currentOdometerValue',
] as const satisfies readonly (keyof VehicleData & keyof VehicleChanges)[];

export type ImportedField = (typeof IMPORTED_FIELDS)[number];

export interface VehicleDataImport {
  /** Fields the owner left empty: filled when the owner confirms. */
  fills: VehicleChanges;
  /** Fields where the owner has another value: replaced only when the owner asks for it too. */
  conflicts: ImportedField[];
  /** The register's value of each field it knows (what the owner is shown). */
  found: VehicleChanges;
}

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * What the register's data would change in the owner's vehicle: the fields it knows, less those the
 * vehicle's type hides (000 §5, the register's type unless the owner chose one), split into empty
 * fields it fills and the owner's own values it would replace.
 */
export function planVehicleDataImport(values: VehicleChanges, data: VehicleData): VehicleDataImport {
  const subType = values.subType ?? data.subType ?? undefined;
  const found: Record<string, unknown> = {};
  const fills: Record<string, unknown> = {};
  const conflicts: ImportedField[] = [];
  for (const field of IMPORTED_FIELDS) {
    const value = data[field];
    if (isEmpty(value) || (subType !== undefined && !isFieldShownForSubType(field, subType))) continue;
    found[field] = value;
    const current = values[field];
    if (isEmpty(current)) fills[field] = value;
    else if (current !== value) conflicts.push(field);
  }
  return { fills: fills as VehicleChanges, conflicts, found: found as VehicleChanges };
}

/** The changes the owner confirmed: the empty fields, and with `replace` the owner's own values too. */
export function importedChanges(plan: VehicleDataImport, { replace }: { replace: boolean }): VehicleChanges {
  if (!replace) return plan.fills;
  const replaced = Object.fromEntries(plan.conflicts.map((field) => [field, plan.found[field]]));
  return { ...plan.fills, ...replaced } as VehicleChanges;
}
