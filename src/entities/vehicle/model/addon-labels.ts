import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type S = components['schemas'];

/**
 * The add-on catalogue of 000 §3 and the insurance add-on kinds of 001 §3: an add-on, a booking's
 * add-on and an add-on line all carry one of these keys. The app names them itself: the API's
 * `name` is not translated.
 */
export const addonLabel = defineLabels<S['AddonKey'] | S['InsuranceAddonKind']>({
  additional_chairs: msg`Additional chairs`,
  awning_tent: msg`Awning tent`,
  bed_linen: msg`Bed linen`,
  bike_rack_2: msg`Bike rack for 2 bikes`,
  bike_rack_3: msg`Bike rack for 3 bikes`,
  bike_rack_4: msg`Bike rack for 4 bikes`,
  child_bike: msg`Child's bike`,
  child_seat: msg`Child seat`,
  city_bike: msg`City bike`,
  coffee_machine: msg`Coffee machine`,
  cooler_box: msg`Cooler box`,
  e_bike: msg`E-bike`,
  extra_mirrors: msg`Extra mirrors`,
  foldable_bike: msg`Folding bike`,
  grill: msg`Grill`,
  hammock: msg`Hammock`,
  kajak: msg`Kayak`,
  mobile_toilet: msg`Portable toilet`,
  mountain_bike: msg`Mountain bike`,
  mover: msg`Mover`,
  outdoor_furniture: msg`Outdoor furniture`,
  pavillion: msg`Pavilion`,
  racing_bike: msg`Racing bike`,
  roof_box: msg`Roof box`,
  roof_tent: msg`Roof tent`,
  snow_chains: msg`Snow chains`,
  sup: msg`Stand-up paddle board`,
  towels: msg`Towels`,
  parking_place: msg`Parking place for your car`,
  interior_cleaning: msg`Interior cleaning`,
  toilet_cleaning: msg`Toilet cleaning`,
  pet_surcharge: msg`Pet surcharge`,
  pick_up: msg`Pick-up within 10 km`,
  early_checkin: msg`Early check-in`,
  late_checkout: msg`Late check-out`,
  roadside_assistance: msg`Roadside assistance`,
  deductible_buydown: msg`Deductible reduction`,
  deductible_insurance: msg`Deductible insurance`,
  interior_insurance: msg`Interior insurance`,
  luggage_insurance: msg`Luggage insurance`,
  cancellation_cost_insurance: msg`Cancellation insurance`,
  young_driver: msg`Young driver insurance`,
  young_driver_insurance: msg`Young driver insurance`,
  travel_abroad: msg`Travel abroad protection`,
});

export const addonTypeLabel = defineLabels<S['AddonType']>({
  equipment: msg`Equipment`,
  service: msg`Service`,
  insurance: msg`Insurance`,
});

/** 000 §3 groups of the catalogue: the bike racks and the bikes are chosen from a group. */
export const addonGroupLabel = defineLabels<S['AddonGroup']>({
  bike_rack: msg`Bike racks`,
  bike: msg`Bikes`,
});

/** 000 §3 pricing modes by name (an owner choosing one). */
export const pricingModeLabel = defineLabels<S['AddonPricingStrategy']>({
  per_booking_night: msg`Per night`,
  per_booking: msg`Per booking`,
  fixed: msg`Fixed price`,
  included: msg`Included`,
});

/** An add-on's price with its pricing mode, e.g. "SEK 100 per night": pass the formatted amount as `price`. */
export const addonPriceLabel = defineLabels<S['AddonPricingStrategy']>({
  per_booking_night: msg({ message: '{price} per night' }),
  per_booking: msg({ message: '{price} per booking' }),
  fixed: msg({ message: '{price} once' }),
  included: msg`Included`,
});
