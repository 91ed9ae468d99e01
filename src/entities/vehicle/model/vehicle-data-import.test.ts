import { describe, expect, it } from 'vitest';
import type { components } from '@/shared/api';
import { importedChanges, isLookupPlate, isRegistrationCountry, offersVehicleDataImport, planVehicleDataImport, plateForLookup } from './vehicle-data-import';

type VehicleData = components['schemas']['VehicleData'];

const HYMER: VehicleData = {
  country: 'SE',
  licensePlate: 'ABC 123',
  subType: 'motorhome',
  brandId: 2,
  brandName: 'Hymer',
  model: 'ML-T 570',
  modelYear: 2019,
  registrationDate: '2019-04-15',
  colour: 'silver',
  length: 741,
  width: 222,
  height: 306,
  curbWeight: 3_180,
  maximumAuthorizedMass: 4_100,
  sitsNumber: 4,
  seatsWithBelt: 4,
  fueltype: 'diesel',
  transmission: 'automatic',
  drivingLicenseClass: 'C1',
  euro6Compliant: true,
  currentOdometerValue: 64_000,
};

describe('where registration and the import are offered (000 §5)', () => {
  it('registers vehicles in SE, NO, DK, FI, CH and LI, and imports their data in the four Nordic ones only', () => {
    for (const country of ['SE', 'NO', 'DK', 'FI']) expect([isRegistrationCountry(country), offersVehicleDataImport(country)]).toEqual([true, true]);
    for (const country of ['CH', 'LI']) expect([isRegistrationCountry(country), offersVehicleDataImport(country)]).toEqual([true, false]);
    for (const country of ['DE', 'AT', 'IS', '', null, undefined]) expect([isRegistrationCountry(country), offersVehicleDataImport(country)]).toEqual([false, false]);
  });

  it('looks a plate up without its spaces and dashes, and only a plate of 2 to 8 letters and digits', () => {
    expect(plateForLookup(' abc 123 ')).toBe('ABC123');
    expect(plateForLookup('KTV-482')).toBe('KTV482');
    expect(plateForLookup('AX 21 384')).toBe('AX21384');
    expect(['ABC 123', 'EL 48213', 'AX 21 384', 'ktv-482'].every(isLookupPlate)).toBe(true);
    expect(['', 'A', 'ABC 12345 6', 'ÅÄÖ 123', 'AB/123'].some(isLookupPlate)).toBe(false);
  });
});

describe('planVehicleDataImport: what the register fills, and what is the owner\'s', () => {
  it('fills every empty field of a new listing with the register\'s values', () => {
    const plan = planVehicleDataImport({ licensePlate: 'ABC 123', registrationCountry: 'SE' }, HYMER);
    expect(plan.conflicts).toEqual([]);
    expect(plan.fills).toEqual({
      subType: 'motorhome',
      brandId: 2,
      model: 'ML-T 570',
      modelYear: 2019,
      registrationDate: '2019-04-15',
      colour: 'silver',
      fueltype: 'diesel',
      transmission: 'automatic',
      drivingLicenseClass: 'C1',
      euro6Compliant: true,
      length: 741,
      width: 222,
      height: 306,
      curbWeight: 3_180,
      maximumAuthorizedMass: 4_100,
      sitsNumber: 4,
      seatsWithBelt: 4,
      currentOdometerValue: 64_000,
    });
    expect(importedChanges(plan, { replace: false })).toEqual(plan.fills);
  });

  it('keeps what the owner entered unless asked, and leaves a value already the same alone', () => {
    const plan = planVehicleDataImport({ model: 'ML-T 570 Crossover', modelYear: 2019, length: 745, sitsNumber: null, colour: '' }, HYMER);
    expect(plan.conflicts).toEqual(['model', 'length']);
    expect(plan.fills).not.toHaveProperty('model');
    expect(plan.fills).not.toHaveProperty('modelYear');
    expect(plan.fills).toMatchObject({ sitsNumber: 4, colour: 'silver' });
    expect(importedChanges(plan, { replace: false })).not.toHaveProperty('length');
    expect(importedChanges(plan, { replace: true })).toMatchObject({ model: 'ML-T 570', length: 741, sitsNumber: 4 });
  });

  it('takes nothing the vehicle\'s type hides (a caravan has no fuel, gearbox, Euro 6 or seats) nor what the register lacks', () => {
    const plan = planVehicleDataImport({ subType: 'caravan' }, { ...HYMER, currentOdometerValue: null });
    expect(plan.conflicts).toEqual(['subType']);
    for (const hidden of ['fueltype', 'transmission', 'euro6Compliant', 'sitsNumber', 'seatsWithBelt', 'currentOdometerValue']) expect(plan.found).not.toHaveProperty(hidden);
    expect(plan.fills).toMatchObject({ length: 741, maximumAuthorizedMass: 4_100 });
  });
});
