import { isFieldShownForSubType } from './field-visibility';
import type { AssetSubType } from './types';

/** 000 §3: the equipment flags by group, in the spec's order. */
export const EQUIPMENT_GROUPS = {
  kitchen: ['refrigerator', 'freezer', 'fullyEquippedKitchen', 'oven', 'stove', 'microwaveOven', 'coffeeMachine'],
  water: ['hotWater', 'shower'],
  drivingAids: ['gps', 'backupCamera', 'parkingSensors', 'airConditionDriving'],
  outdoorsAndTowing: [
    'towbarSocketAdapter',
    'towingMirrors',
    'bicycleCarrier',
    'towbar',
    'mover',
    'solarPanel',
    'awning',
    'awningCarpet',
    'marquis',
    'outdoorFurniture',
    'barbequeGrill',
  ],
  comfort: [
    'airCondition',
    'auxPort',
    'bluetoothAudio',
    'cdPlayer',
    'tv',
    'heating',
    'floorHeating',
    'childSafetySeat',
    'blackoutCurtain',
    'blinds',
    'mosquitoNet',
    'pillowsAndBlanketsIncluded',
    'bedLinenIncluded',
  ],
} as const;

export type EquipmentGroup = keyof typeof EQUIPMENT_GROUPS;
export type EquipmentKey = (typeof EQUIPMENT_GROUPS)[EquipmentGroup][number];

export interface EquipmentGroupItems {
  group: EquipmentGroup;
  keys: EquipmentKey[];
}

/**
 * The equipment a vehicle has, by group, leaving out what 000 §5 hides for its subtype
 * (a caravan's gps, a motorhome's mover…) and groups left empty.
 */
export function presentEquipment(
  vehicle: Partial<Record<EquipmentKey, boolean | null | undefined>>,
  subType: AssetSubType,
): EquipmentGroupItems[] {
  return (Object.keys(EQUIPMENT_GROUPS) as EquipmentGroup[])
    .map((group) => ({
      group,
      keys: EQUIPMENT_GROUPS[group].filter((key) => vehicle[key] === true && isFieldShownForSubType(key, subType)) as EquipmentKey[],
    }))
    .filter((entry) => entry.keys.length > 0);
}
