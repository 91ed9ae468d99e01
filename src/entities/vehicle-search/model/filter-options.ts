import type { components } from '@/shared/api';

/** 000 §3: the subtypes a search can narrow to (the contract's AssetSubType; entities do not import each other). */
export const SEARCH_SUB_TYPES = ['motorhome', 'campervan', 'caravan', 'other_camper'] as const satisfies readonly components['schemas']['AssetSubType'][];

/** 000 §3: sort options; popularity is the API's default. */
export const SORT_OPTIONS = ['popularity', 'price', '-price', 'distance', 'random', 'country'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'popularity';

/** 000 §9: radius options 10 to 100 in steps of 10, then 150 and 200; default 60 km. */
export const RADIUS_OPTIONS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150, 200] as const;
export const DEFAULT_RADIUS_KM = 60;

/** 000 §9: flexible date mode is 3 days either side. */
export const FLEXIBLE_DATE_DAYS = 3;
export const DATE_MODES = ['exact', 'flexible'] as const;
export type DateMode = (typeof DATE_MODES)[number];

/** 000 §9: default vehicle page size 24. */
export const SEARCH_PAGE_SIZE = 24;

/** 000 §3 ranges. */
export const SLEEPS_MAX = 17;
export const SITS_MAX = 9;
export const MAX_LENGTH_MIN_CM = 500;
export const MAX_LENGTH_MAX_CM = 900;
export const MINIMUM_AGE_OPTIONS = Array.from({ length: 48 - 18 + 1 }, (_, i) => 18 + i);

/** 000 §9 options. */
export const DRIVING_LICENSE_CLASSES = ['B', 'C1'] as const;
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export const MAX_MASS_OPTIONS = [3500, 7500] as const;
export const VEHICLE_AGE_BANDS = ['0-5', '5-10', '11-15', '16-20', '20+'] as const;
export const INCLUDED_DISTANCE_BANDS = ['up_to_200', 'more_than_200', 'unlimited'] as const;
export const BOOKING_METHODS = ['instant', 'binding'] as const;
export const CANCELLATION_POLICIES = ['standard', 'flex', 'strict'] as const;
export const WINTER_TYRE_TYPES = ['studded', 'non_studded'] as const;
export const TOWBAR_SOCKETS = ['7pin', '13pin'] as const;

/** Yes/no filters of the rules section (000 §3). */
export const RULE_FILTER_KEYS = ['smokingAllowed', 'petsAllowed', 'childrenAllowed', 'festivalsAllowed', 'winterized', 'childSafetySeat', 'topOwner'] as const;

/** 000 §3 "many equipment booleans", by the asset field names the API takes; `toilet` is any toilet type but none. */
export const EQUIPMENT_FILTER_KEYS = [
  'airCondition',
  'airConditionDriving',
  'auxPort',
  'awning',
  'awningCarpet',
  'backupCamera',
  'barbequeGrill',
  'bedLinenIncluded',
  'bicycleCarrier',
  'blackoutCurtain',
  'blinds',
  'bluetoothAudio',
  'cdPlayer',
  'coffeeMachine',
  'floorHeating',
  'freezer',
  'fullyEquippedKitchen',
  'gps',
  'heating',
  'hotWater',
  'marquis',
  'microwaveOven',
  'mosquitoNet',
  'mover',
  'outdoorFurniture',
  'oven',
  'parkingSensors',
  'pillowsAndBlanketsIncluded',
  'refrigerator',
  'shower',
  'solarPanel',
  'stove',
  'toilet',
  'towbar',
  'towbarSocketAdapter',
  'towingMirrors',
  'tv',
] as const;
export type EquipmentFilterKey = (typeof EQUIPMENT_FILTER_KEYS)[number];
