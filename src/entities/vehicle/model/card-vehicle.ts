import type { components } from '@/shared/api';

type Asset = components['schemas']['Asset'];

/** The fields of a vehicle a card reads (000 §2); a search hit, a favourite's asset or a related vehicle all carry them. */
export type CardVehicle = Pick<
  Asset,
  | 'id'
  | 'subType'
  | 'currency'
  | 'brand'
  | 'model'
  | 'city'
  | 'images'
  | 'reviewCount'
  | 'averageRating'
  | 'firstActivationAt'
  | 'sitsNumber'
  | 'sleepsNumber'
  | 'bookingMethod'
  | 'totalPrice'
  | 'numberOfNights'
  | 'matchedDates'
>;

export type DateRange = components['schemas']['DateRange'];

const OTHER_BRAND = 'other_brand';

/**
 * A card's name, from brand and type (000 §2): "Adria Coral XL". The 'other brand' choice is
 * not a name, so such a vehicle goes by its model alone; with neither, the caller shows the subtype.
 */
export function vehicleName(vehicle: Pick<CardVehicle, 'brand' | 'model'>): string | undefined {
  const brand = vehicle.brand && vehicle.brand.key !== OTHER_BRAND ? vehicle.brand.name.trim() : '';
  const model = vehicle.model?.trim() ?? '';
  const name = [brand, model].filter(Boolean).join(' ');
  return name || undefined;
}

/** The instant-booking marker (000 §2): the owner accepts every request at once (000 §4). */
export const isInstantBooking = (vehicle: Pick<CardVehicle, 'bookingMethod'>): boolean => vehicle.bookingMethod === 'instant';

/** The admin page of a vehicle in the back office: the same path the header's admin link uses for a vehicle page. */
export const adminVehiclePath = (id: number): string => `/assets/${id}`;
