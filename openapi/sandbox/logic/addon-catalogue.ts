import type { components } from '@openapi/generated/schema';
import { PER_BOOKING_ONLY_ADDONS } from '../rules/pricing';

type AddonKey = components['schemas']['AddonKey'];
type AddonGroup = components['schemas']['AddonGroup'];

export interface CatalogueEntry {
  type: 'equipment' | 'service';
  group: AddonGroup | null;
  /** 000 §3: the add-ons a renter may take several of. */
  allowsQuantity: boolean;
  /** 000 §3: interior_cleaning, toilet_cleaning and pick_up are charged per booking only. */
  perBookingOnly: boolean;
  name: string;
}

const equipment = (name: string, allowsQuantity = false, group: AddonGroup | null = null): CatalogueEntry => ({
  type: 'equipment',
  group,
  allowsQuantity,
  perBookingOnly: false,
  name,
});

const service = (key: AddonKey, name: string): CatalogueEntry => ({
  type: 'service',
  group: null,
  allowsQuantity: false,
  perBookingOnly: PER_BOOKING_ONLY_ADDONS.includes(key),
  name,
});

/** The add-on catalogue of 000 §3 (plus early check-in and late check-out, named in texts). */
export const ADDON_CATALOGUE: Readonly<Record<AddonKey, CatalogueEntry>> = {
  additional_chairs: equipment('Additional chairs', true),
  awning_tent: equipment('Awning tent'),
  bed_linen: equipment('Bed linen', true),
  bike_rack_2: equipment('Bike rack for 2 bikes', false, 'bike_rack'),
  bike_rack_3: equipment('Bike rack for 3 bikes', false, 'bike_rack'),
  bike_rack_4: equipment('Bike rack for 4 bikes', false, 'bike_rack'),
  child_bike: equipment('Child bike', true, 'bike'),
  child_seat: equipment('Child seat', true),
  city_bike: equipment('City bike', true, 'bike'),
  coffee_machine: equipment('Coffee machine'),
  cooler_box: equipment('Cooler box'),
  e_bike: equipment('E-bike', true, 'bike'),
  extra_mirrors: equipment('Extra mirrors'),
  foldable_bike: equipment('Foldable bike', true, 'bike'),
  grill: equipment('Grill'),
  hammock: equipment('Hammock', true),
  kajak: equipment('Kayak', true),
  mobile_toilet: equipment('Mobile toilet'),
  mountain_bike: equipment('Mountain bike', true, 'bike'),
  mover: equipment('Mover'),
  outdoor_furniture: equipment('Outdoor furniture'),
  pavillion: equipment('Pavilion'),
  racing_bike: equipment('Racing bike', true, 'bike'),
  roof_box: equipment('Roof box'),
  roof_tent: equipment('Roof tent'),
  snow_chains: equipment('Snow chains'),
  sup: equipment('Stand-up paddle board', true),
  towels: equipment('Towels', true),
  parking_place: service('parking_place', 'Parking place for your car'),
  interior_cleaning: service('interior_cleaning', 'Interior cleaning'),
  toilet_cleaning: service('toilet_cleaning', 'Toilet cleaning'),
  pet_surcharge: service('pet_surcharge', 'Pet surcharge'),
  pick_up: service('pick_up', 'Pick-up within 10 km'),
  early_checkin: service('early_checkin', 'Early check-in'),
  late_checkout: service('late_checkout', 'Late check-out'),
};

export const ADDON_KEYS = Object.keys(ADDON_CATALOGUE) as AddonKey[];

export const isAddonKey = (key: string): key is AddonKey => Object.hasOwn(ADDON_CATALOGUE, key);
