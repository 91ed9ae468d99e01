/** The steps of the booking flow, as kept in the cart's `currentCartStep` (000 §3). */
export const CART_STEPS = [
  'dates',
  'about-you',
  'verify-id',
  'customize',
  'insurance',
  'login',
  'purchase',
  'confirmation',
  'error',
] as const;
export type CartStep = (typeof CART_STEPS)[number];

export const PRICING_STRATEGIES = ['per_booking_night', 'per_booking', 'fixed', 'included'] as const;
export type PricingStrategy = (typeof PRICING_STRATEGIES)[number];

export const PLATFORM_INSURANCE_PLANS = ['omocom_basic', 'omocom_plus', 'omocom_complete'] as const;
export type PlatformInsurancePlan = (typeof PLATFORM_INSURANCE_PLANS)[number];

/** An add-on the vehicle offers (000 §3 catalogue), as the cart keeps it. */
export interface CartAddon {
  key: string;
  type: 'equipment' | 'service' | 'insurance';
  group: 'bike_rack' | 'bike' | null;
  name: string;
  /** Minor units, per the pricing strategy. */
  price: number;
  pricingStrategy: PricingStrategy;
  allowsQuantity: boolean;
  maxQuantity: number;
  isMandatory: boolean;
}

export interface SelectedAddon {
  key: string;
  quantity: number;
}

export interface AdditionalDriver {
  name: string;
}

/** The booking request being put together (000 §3 `pendingBookingRequest`, contract `BookingRequest`). */
export interface PendingBookingRequest {
  fromDate: string;
  toDate: string;
  destinationAbroad: boolean | null;
  travelAbroad: boolean | null;
  drivingLicenseConfirmed: boolean;
  caravanTowingConfirmed: boolean;
  insuranceKey: PlatformInsurancePlan | null;
  insuranceAddons: string[];
  additionalDrivers: AdditionalDriver[];
  payLater: boolean;
}

/** What the flow needs of the vehicle to decide its steps without fetching it again. */
export interface CartVehicle {
  id: number;
  name: string;
  subType: string;
  bookingMethod: 'instant' | 'binding' | 'non_binding';
  currency: string;
  isConsideredSwiss: boolean;
  minimumAge: number | null;
  drivingLicenseClass: 'B' | 'C1' | null;
  cancellationPolicy: string | null;
}

/** The booking that was created from the cart, once it exists. */
export interface CartBooking {
  bookingId: number;
  orderId: number;
  /** The order was confirmed (the request sent); only the payment may be left. */
  orderConfirmed: boolean;
}

export interface Cart {
  pendingBookingRequest: PendingBookingRequest | null;
  pendingMessage: string;
  /** Epoch milliseconds of the last saved request or message. */
  cartTimestamp: number | null;
  cartVehicle: CartVehicle | null;
  currentCartStep: CartStep;
  /**
   * The steps the renter has been on in this flow. They stay in the step count when they stop
   * applying (the login once signed in, the ID check once verified), so the count never
   * shrinks under the renter.
   */
  stepsTaken: CartStep[];
  cartVehicleAddons: CartAddon[];
  cartVehicleSelectedAddons: SelectedAddon[];
  booking: CartBooking | null;
}
