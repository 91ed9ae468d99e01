import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';
import type { EquipmentGroup, EquipmentKey } from './equipment-groups';

/**
 * 000 §3 equipment flags, for the vehicle page and the search filter alike. `toilet` is the
 * search's "has a toilet" (any toilet type but none), not a flag of the vehicle.
 */
export const equipmentLabel = defineLabels<EquipmentKey | 'toilet'>({
  refrigerator: msg`Refrigerator`,
  freezer: msg`Freezer`,
  fullyEquippedKitchen: msg`Fully equipped kitchen`,
  oven: msg`Oven`,
  stove: msg`Stove`,
  microwaveOven: msg`Microwave`,
  coffeeMachine: msg`Coffee machine`,
  hotWater: msg`Hot water`,
  shower: msg`Shower`,
  toilet: msg`Toilet`,
  gps: msg`GPS`,
  backupCamera: msg`Reversing camera`,
  parkingSensors: msg`Parking sensors`,
  airConditionDriving: msg`Air conditioning while driving`,
  towbarSocketAdapter: msg`Towbar socket adapter`,
  towingMirrors: msg`Towing mirrors`,
  bicycleCarrier: msg`Bicycle carrier`,
  towbar: msg`Towbar`,
  mover: msg`Mover`,
  solarPanel: msg`Solar panel`,
  awning: msg`Awning`,
  awningCarpet: msg`Awning carpet`,
  marquis: msg`Marquee`,
  outdoorFurniture: msg`Outdoor furniture`,
  barbequeGrill: msg`Barbecue grill`,
  airCondition: msg`Air conditioning`,
  auxPort: msg`AUX port`,
  bluetoothAudio: msg`Bluetooth audio`,
  cdPlayer: msg`CD player`,
  tv: msg`TV`,
  heating: msg`Heating`,
  floorHeating: msg`Floor heating`,
  childSafetySeat: msg`Child safety seat`,
  blackoutCurtain: msg`Blackout curtains`,
  blinds: msg`Blinds`,
  mosquitoNet: msg`Mosquito net`,
  pillowsAndBlanketsIncluded: msg`Pillows and blankets included`,
  bedLinenIncluded: msg`Bed linen included`,
});

export const equipmentGroupLabel = defineLabels<EquipmentGroup>({
  kitchen: msg`Kitchen`,
  water: msg`Water`,
  drivingAids: msg`Driving aids`,
  outdoorsAndTowing: msg`Outdoors and towing`,
  comfort: msg`Comfort`,
});
