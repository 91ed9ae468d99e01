import type { BookingDateRules } from '@/entities/booking';
import { EMPTY_CART, newBookingRequest, type Cart, type CartAddon, type CartVehicle } from '@/entities/cart';
import type { BookingRenter, BookingRequestContext, BookingRequestEvent, DraftQuote, Payable } from './booking-request.types';

export const instantVehicle = (overrides: Partial<CartVehicle> = {}): CartVehicle => ({
  id: 101,
  name: 'Adria Coral 670',
  subType: 'motorhome',
  bookingMethod: 'instant',
  currency: 'sek',
  isConsideredSwiss: false,
  minimumAge: 21,
  drivingLicenseClass: 'B',
  cancellationPolicy: 'standard',
  ...overrides,
});

export const caravan = (): CartVehicle => instantVehicle({ id: 102, name: 'Kabe Royal 560', subType: 'caravan', bookingMethod: 'binding' });
export const swissVehicle = (): CartVehicle => instantVehicle({ id: 103, name: 'VW California', currency: 'chf', isConsideredSwiss: true });

export const renter = (overrides: Partial<BookingRenter> = {}): BookingRenter => ({
  id: 7,
  role: 'renter',
  country: 'SE',
  birthDate: '1985-04-12',
  isIdVerified: true,
  ...overrides,
});

export const owner = (): BookingRenter => renter({ id: 8, role: 'owner' });
export const youngRenter = (): BookingRenter => renter({ birthDate: '2001-05-01' });
export const unverifiedRenter = (): BookingRenter => renter({ isIdVerified: false });
/** 001 §5: a renter living in CH renting a Swiss vehicle needs no verification. */
export const swissRenter = (): BookingRenter => renter({ country: 'CH', isIdVerified: false });

export const FROM = '2027-03-01';
export const TO = '2027-03-08';

export const openRules = (overrides: Partial<BookingDateRules> = {}): BookingDateRules => ({
  blockedRanges: [],
  checkinWeekdays: [],
  checkoutWeekdays: [],
  minNights: 2,
  leadTimeDays: 1,
  ...overrides,
});

export const addon = (key: string, overrides: Partial<CartAddon> = {}): CartAddon => ({
  key,
  type: 'equipment',
  group: null,
  name: key,
  price: 15_000,
  pricingStrategy: 'per_booking',
  allowsQuantity: false,
  maxQuantity: 1,
  isMandatory: false,
  ...overrides,
});

export const vehicleAddons = (): CartAddon[] => [
  addon('towels', { name: 'Towels', price: 2_500, pricingStrategy: 'per_booking_night', allowsQuantity: true, maxQuantity: 6 }),
  addon('bike_rack_2', { name: 'Bike rack for 2', group: 'bike_rack' }),
  addon('interior_cleaning', { name: 'Interior cleaning', type: 'service', price: 60_000 }),
  addon('young_driver', { name: 'Young driver insurance', type: 'insurance', price: 9_000, pricingStrategy: 'per_booking_night' }),
  addon('roadside_assistance', { name: 'Roadside assistance', type: 'insurance', price: 4_000, pricingStrategy: 'per_booking_night' }),
];

export const answeredRequest = () => ({
  ...newBookingRequest(FROM, TO),
  destinationAbroad: false,
  travelAbroad: false,
  drivingLicenseConfirmed: true,
});

/** A cart answered up to the given step. */
export function cartAt(step: Cart['currentCartStep'], overrides: Partial<Cart> = {}): Cart {
  return {
    ...EMPTY_CART,
    cartVehicle: instantVehicle(),
    pendingBookingRequest: step === 'dates' ? newBookingRequest(FROM, TO) : answeredRequest(),
    pendingMessage: step === 'dates' ? '' : 'We are two adults and a dog.',
    cartTimestamp: Date.parse('2026-11-20T10:00:00Z'),
    currentCartStep: step,
    cartVehicleAddons: vehicleAddons(),
    ...overrides,
  };
}

/** The clock of the flow's tests and stories (the seed day of the sandbox's fixtures). */
export const NOW = '2026-11-20T10:00:00.000Z';

export const quote = (overrides: Partial<DraftQuote> = {}): DraftQuote => ({
  bookingId: 9001,
  orderId: 9101,
  currency: 'sek',
  totalPrice: 1_347_450,
  lineItems: [
    { key: 'low_season_night', quantity: 7, unitPrice: 150_000, amount: 1_050_000 },
    { key: 'platform_insurance', quantity: 7, unitPrice: 15_000, amount: 105_000, addonKey: 'omocom_basic' },
    { key: 'cleaning', quantity: 1, unitPrice: 79_500, amount: 79_500 },
    { key: 'service_fee', quantity: 1, unitPrice: 112_950, amount: 112_950 },
  ],
  downPaymentPercentage: 0.25,
  cancellationPolicy: 'standard',
  ...overrides,
});

export const payable = (): Payable => ({ payableType: 'installment', payableId: 9201, amount: 308_625, currency: 'sek' });

/** A context for stories and tests. */
export const contextAt = (step: Cart['currentCartStep'], overrides: Partial<BookingRequestContext> = {}): BookingRequestContext => ({
  cart: cartAt(step),
  renter: renter(),
  dateRules: openRules(),
  quote: null,
  payable: null,
  failure: null,
  paymentFailure: null,
  now: NOW,
  ...overrides,
});

/**
 * What a renter can do in the flow, one of each (the paths test adds the machine's other
 * events; the browser replay walks these): one list, so both walk the same gestures.
 */
export const userEvents = (): BookingRequestEvent[] => [
  { type: 'SET_DATES', fromDate: FROM, toDate: TO },
  { type: 'UPDATE_ABOUT_YOU', patch: { destinationAbroad: false, message: 'Two adults on a tour of the coast.', drivingLicenseConfirmed: true } },
  { type: 'UPDATE_ABOUT_YOU', patch: { message: 'Call me: me@example.se' } },
  { type: 'SELECT_ADDON', key: 'towels', quantity: 1 },
  { type: 'ADD_DRIVER', name: 'Alva Berg' },
  { type: 'REMOVE_DRIVER', index: 0 },
  { type: 'CHOOSE_PLAN', plan: 'omocom_plus' },
  { type: 'TOGGLE_INSURANCE_ADDON', key: 'roadside_assistance', selected: true },
  { type: 'CHOOSE_PAYMENT', payLater: true },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'GO_TO', step: 'dates' },
  { type: 'GO_TO', step: 'about-you' },
  { type: 'GO_TO', step: 'customize' },
  { type: 'GO_TO', step: 'insurance' },
  { type: 'SIGNED_IN', renter: renter() },
  { type: 'SIGNED_IN', renter: owner() },
  { type: 'SIGNED_IN', renter: unverifiedRenter() },
  { type: 'PAYMENT_FAILED', message: 'Your card has insufficient funds.' },
  { type: 'PAYMENT_SUCCEEDED' },
];
