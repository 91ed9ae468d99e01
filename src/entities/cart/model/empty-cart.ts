import type { Cart, PendingBookingRequest } from './types';

export const EMPTY_CART: Cart = {
  pendingBookingRequest: null,
  pendingMessage: '',
  cartTimestamp: null,
  cartVehicle: null,
  currentCartStep: 'dates',
  stepsTaken: [],
  cartVehicleAddons: [],
  cartVehicleSelectedAddons: [],
  booking: null,
};

/** A request for the given dates with every other choice still open. */
export function newBookingRequest(fromDate: string, toDate: string): PendingBookingRequest {
  return {
    fromDate,
    toDate,
    destinationAbroad: null,
    travelAbroad: null,
    drivingLicenseConfirmed: false,
    caravanTowingConfirmed: false,
    insuranceKey: null,
    insuranceAddons: [],
    additionalDrivers: [],
    payLater: false,
  };
}
