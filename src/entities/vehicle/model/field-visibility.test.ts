import { describe, expect, it } from 'vitest';
import { isFieldShownForSubType } from './field-visibility';

describe('fields shown by subtype (000 §5)', () => {
  it.each(['mover', 'towingMirrors', 'towbarSocket'])('hides %s for motorhome and campervan', (field) => {
    expect(isFieldShownForSubType(field, 'motorhome')).toBe(false);
    expect(isFieldShownForSubType(field, 'campervan')).toBe(false);
    expect(isFieldShownForSubType(field, 'caravan')).toBe(true);
  });

  it('shows them again when the subtypes also include caravan', () => {
    expect(isFieldShownForSubType('mover', ['motorhome', 'caravan'])).toBe(true);
    expect(isFieldShownForSubType('mover', ['motorhome', 'campervan'])).toBe(false);
  });

  it.each([
    'sitsNumber',
    'towbar',
    'includedDistance',
    'pricePerKilometer',
    'childSafetySeat',
    'gps',
    'backupCamera',
    'parkingSensors',
    'transmission',
    'allWheelDrive',
    'euro6Compliant',
    'fueltype',
  ])('hides %s for caravans', (field) => {
    expect(isFieldShownForSubType(field, 'caravan')).toBe(false);
    expect(isFieldShownForSubType(field, 'motorhome')).toBe(true);
  });

  it('shows every field for other campers and unlisted fields everywhere', () => {
    expect(isFieldShownForSubType('mover', 'other_camper')).toBe(true);
    expect(isFieldShownForSubType('gps', 'other_camper')).toBe(true);
    expect(isFieldShownForSubType('refrigerator', 'caravan')).toBe(true);
  });
});
