import type { AssetSubType } from './types';

// 000 §5: equipment and technical fields shown per subtype.
const MOTORISED_HIDDEN: ReadonlySet<string> = new Set(['mover', 'towingMirrors', 'towbarSocket', 'towbarSocketAdapter']);

// "Seats" covers both seat counts, "included distance" its type as well.
const CARAVAN_HIDDEN: ReadonlySet<string> = new Set([
  'sitsNumber',
  'seatsWithBelt',
  'towbar',
  'includedDistance',
  'includedDistanceType',
  'pricePerKilometer',
  'childSafetySeat',
  'gps',
  'backupCamera',
  'parkingSensors',
  'transmission',
  'allWheelDrive',
  'euro6Compliant',
  'fueltype',
]);

function shownFor(field: string, subType: AssetSubType): boolean {
  switch (subType) {
    case 'motorhome':
    case 'campervan':
      return !MOTORISED_HIDDEN.has(field);
    case 'caravan':
      return !CARAVAN_HIDDEN.has(field);
    case 'other_camper':
      return true;
  }
}

/**
 * Whether a vehicle field (by its asset field name) is displayed for a subtype, or for
 * a set of subtypes such as a search over several: a field shows when any of them
 * shows it, which is how "hidden for motorhome and campervan unless the subtype also
 * includes caravan" reads.
 */
export function isFieldShownForSubType(field: string, subType: AssetSubType | readonly AssetSubType[]): boolean {
  const subTypes = typeof subType === 'string' ? [subType] : subType;
  return subTypes.some((s) => shownFor(field, s));
}
