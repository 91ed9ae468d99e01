import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EquipmentFilterKey, SortOption } from '@/entities/vehicle-search';

export const SORT_LABELS: Record<SortOption, MessageDescriptor> = {
  popularity: msg`Most popular`,
  price: msg`Lowest price`,
  '-price': msg`Highest price`,
  distance: msg`Nearest`,
  random: msg`Random`,
  country: msg`By country`,
};

export const RULE_LABELS = {
  petsAllowed: msg`Pets allowed`,
  smokingAllowed: msg`Smoking allowed`,
  childrenAllowed: msg`Children under 12 allowed`,
  festivalsAllowed: msg`Festivals allowed`,
  winterized: msg`Winterized`,
  childSafetySeat: msg`Child safety seat`,
  topOwner: msg`Top owners only`,
} as const satisfies Record<string, MessageDescriptor>;

export const EQUIPMENT_LABELS: Record<EquipmentFilterKey, MessageDescriptor> = {
  airCondition: msg`Air conditioning`,
  airConditionDriving: msg`Air conditioning while driving`,
  auxPort: msg`AUX port`,
  awning: msg`Awning`,
  awningCarpet: msg`Awning carpet`,
  backupCamera: msg`Reversing camera`,
  barbequeGrill: msg`Barbecue grill`,
  bedLinenIncluded: msg`Bed linen included`,
  bicycleCarrier: msg`Bicycle carrier`,
  blackoutCurtain: msg`Blackout curtains`,
  blinds: msg`Blinds`,
  bluetoothAudio: msg`Bluetooth audio`,
  cdPlayer: msg`CD player`,
  coffeeMachine: msg`Coffee machine`,
  floorHeating: msg`Floor heating`,
  freezer: msg`Freezer`,
  fullyEquippedKitchen: msg`Fully equipped kitchen`,
  gps: msg`GPS`,
  heating: msg`Heating`,
  hotWater: msg`Hot water`,
  marquis: msg`Marquee`,
  microwaveOven: msg`Microwave`,
  mosquitoNet: msg`Mosquito net`,
  mover: msg`Mover`,
  outdoorFurniture: msg`Outdoor furniture`,
  oven: msg`Oven`,
  parkingSensors: msg`Parking sensors`,
  pillowsAndBlanketsIncluded: msg`Pillows and blankets included`,
  refrigerator: msg`Refrigerator`,
  shower: msg`Shower`,
  solarPanel: msg`Solar panel`,
  stove: msg`Stove`,
  toilet: msg`Toilet`,
  towbar: msg`Towbar`,
  towbarSocketAdapter: msg`Towbar socket adapter`,
  towingMirrors: msg`Towing mirrors`,
  tv: msg`TV`,
};

export const TRANSMISSION_LABELS = { automatic: msg`Automatic`, manual: msg`Manual` } as const;
export const BOOKING_METHOD_LABELS = { instant: msg`Instant booking`, binding: msg`Booking request` } as const;
export const CANCELLATION_LABELS = { standard: msg`Standard`, flex: msg`Flexible`, strict: msg`Strict` } as const;
export const WINTER_TYRE_LABELS = { studded: msg`Studded`, non_studded: msg`Non-studded` } as const;
export const TOWBAR_SOCKET_LABELS = { '7pin': msg`7-pin (old)`, '13pin': msg`13-pin (new)` } as const;
export const INCLUDED_DISTANCE_LABELS = { up_to_200: msg`Up to 200 km`, more_than_200: msg`More than 200 km`, unlimited: msg`Unlimited` } as const;
export const VEHICLE_AGE_LABELS = {
  '0-5': msg`0–5 years`,
  '5-10': msg`5–10 years`,
  '11-15': msg`11–15 years`,
  '16-20': msg`16–20 years`,
  '20+': msg`Over 20 years`,
} as const;
