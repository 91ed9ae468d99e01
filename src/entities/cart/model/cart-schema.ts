import * as v from 'valibot';
import { CART_STEPS, PLATFORM_INSURANCE_PLANS, PRICING_STRATEGIES } from './types';

const isCalendarDate = (date: string): boolean => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
};
const IsoDate = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDate));
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

const PendingBookingRequestSchema = v.object({
  fromDate: IsoDate,
  toDate: IsoDate,
  destinationAbroad: v.nullable(v.boolean()),
  travelAbroad: v.nullable(v.boolean()),
  drivingLicenseConfirmed: v.boolean(),
  caravanTowingConfirmed: v.boolean(),
  insuranceKey: v.nullable(v.picklist(PLATFORM_INSURANCE_PLANS)),
  insuranceAddons: v.array(v.string()),
  additionalDrivers: v.array(v.object({ name: v.string() })),
  payLater: v.boolean(),
});

const CartAddonSchema = v.object({
  key: v.string(),
  type: v.picklist(['equipment', 'service', 'insurance']),
  group: v.nullable(v.picklist(['bike_rack', 'bike'])),
  name: v.string(),
  price: v.pipe(v.number(), v.integer()),
  pricingStrategy: v.picklist(PRICING_STRATEGIES),
  allowsQuantity: v.boolean(),
  maxQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  isMandatory: v.boolean(),
});

const CartVehicleSchema = v.object({
  id: Id,
  name: v.string(),
  subType: v.string(),
  bookingMethod: v.picklist(['instant', 'binding', 'non_binding']),
  currency: v.string(),
  isConsideredSwiss: v.boolean(),
  minimumAge: v.nullable(v.number()),
  drivingLicenseClass: v.nullable(v.picklist(['B', 'C1'])),
  cancellationPolicy: v.nullable(v.string()),
});

/**
 * The stored cart. `version` changes whenever the shape does, so a cart written by an
 * older release is dropped instead of being misread.
 */
export const CART_VERSION = 2;

export const StoredCartSchema = v.object({
  version: v.literal(CART_VERSION),
  pendingBookingRequest: v.nullable(PendingBookingRequestSchema),
  pendingMessage: v.string(),
  cartTimestamp: v.nullable(v.number()),
  cartVehicle: v.nullable(CartVehicleSchema),
  currentCartStep: v.picklist(CART_STEPS),
  // Optional so that a cart saved before the field existed is still read (as nothing taken yet).
  stepsTaken: v.optional(v.array(v.picklist(CART_STEPS)), []),
  cartVehicleAddons: v.array(CartAddonSchema),
  cartVehicleSelectedAddons: v.array(v.object({ key: v.string(), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  booking: v.nullable(v.object({ bookingId: Id, orderId: Id, orderConfirmed: v.boolean() })),
});
