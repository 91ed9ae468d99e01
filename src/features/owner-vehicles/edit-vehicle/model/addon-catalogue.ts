import type { components } from '@/shared/api';

type S = components['schemas'];
export type AddonKey = S['AddonKey'];
export type AddonPricingMode = S['AddonPricingStrategy'];

/** 000 §3 equipment add-ons, in the catalogue's order. */
export const EQUIPMENT_ADDONS = [
  'additional_chairs',
  'awning_tent',
  'bed_linen',
  'bike_rack_2',
  'bike_rack_3',
  'bike_rack_4',
  'child_bike',
  'child_seat',
  'city_bike',
  'coffee_machine',
  'cooler_box',
  'e_bike',
  'extra_mirrors',
  'foldable_bike',
  'grill',
  'hammock',
  'kajak',
  'mobile_toilet',
  'mountain_bike',
  'mover',
  'outdoor_furniture',
  'pavillion',
  'racing_bike',
  'roof_box',
  'roof_tent',
  'snow_chains',
  'sup',
  'towels',
] as const satisfies readonly AddonKey[];

/** 000 §3 service add-ons, with the early check-in and late check-out its texts name. */
export const SERVICE_ADDONS = ['parking_place', 'interior_cleaning', 'toilet_cleaning', 'pet_surcharge', 'pick_up', 'early_checkin', 'late_checkout'] as const satisfies readonly AddonKey[];

/** 000 §3: the add-ons a renter may take several of (the owner says how many there are). */
export const QUANTITY_ADDONS: readonly AddonKey[] = [
  'additional_chairs',
  'bed_linen',
  'child_bike',
  'child_seat',
  'city_bike',
  'e_bike',
  'foldable_bike',
  'hammock',
  'kajak',
  'mountain_bike',
  'racing_bike',
  'sup',
  'towels',
];

/** 000 §3: interior cleaning, toilet cleaning and pick-up are charged per booking only. */
export const PER_BOOKING_ONLY_ADDONS: readonly AddonKey[] = ['interior_cleaning', 'toilet_cleaning', 'pick_up'];

/** 000 §3 pricing modes, in the order an owner chooses from. */
export const ADDON_PRICING_MODES = ['per_booking_night', 'per_booking', 'fixed', 'included'] as const satisfies readonly AddonPricingMode[];

/** How many pieces of one add-on an owner may offer (the contract's limit; a renter picks from 1 up). */
export const MAX_ADDON_QUANTITY = 100;

export const allowsQuantity = (key: AddonKey): boolean => QUANTITY_ADDONS.includes(key);

/** The pricing modes an add-on can have: a per-booking-only service is never charged per night. */
export const pricingModesOf = (key: AddonKey): readonly AddonPricingMode[] =>
  PER_BOOKING_ONLY_ADDONS.includes(key) ? ADDON_PRICING_MODES.filter((mode) => mode !== 'per_booking_night') : ADDON_PRICING_MODES;

/** An add-on as the owner fills it in: the price as typed (major units), the quantity as typed. */
export interface OwnerAddonValues {
  key: AddonKey | '';
  pricingMode: AddonPricingMode;
  price: string;
  quantity: string;
}

export interface OwnerAddonProblems {
  key?: 'missing' | 'taken';
  pricingMode?: 'per_booking_only';
  price?: 'missing' | 'invalid';
  quantity?: 'invalid';
}

export interface OwnerAddonRules {
  /** Minor units from the typed price, or null when it is not an amount (`parseAmount`). */
  parse: (text: string) => number | null;
  /** The add-ons the vehicle offers already (another one of the same key is refused). */
  taken: readonly AddonKey[];
}

/**
 * 000 §3 rules of an owner's add-on: one of the catalogue, not offered twice; a per-booking-only
 * service not priced per night; a price above zero unless it is included; a quantity of 1 to
 * MAX_ADDON_QUANTITY where the add-on allows one.
 */
export function ownerAddonProblems(values: OwnerAddonValues, { parse, taken }: OwnerAddonRules): OwnerAddonProblems {
  const problems: OwnerAddonProblems = {};
  if (values.key === '') problems.key = 'missing';
  else if (taken.includes(values.key)) problems.key = 'taken';
  if (values.key !== '' && !pricingModesOf(values.key).includes(values.pricingMode)) problems.pricingMode = 'per_booking_only';
  if (values.pricingMode !== 'included') {
    const price = values.price.trim() === '' ? null : parse(values.price);
    if (values.price.trim() === '') problems.price = 'missing';
    else if (price === null || price <= 0) problems.price = 'invalid';
  }
  if (values.key !== '' && allowsQuantity(values.key)) {
    const quantity = Number(values.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ADDON_QUANTITY) problems.quantity = 'invalid';
  }
  return problems;
}
