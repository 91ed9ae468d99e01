import { validateBookingDates, type BookingDateError } from '@/entities/booking';
import {
  EMPTY_CART,
  aboutYouInputOf,
  aboutYouProblems,
  isYoungDriver,
  meetsMinimumAge,
  newBookingRequest,
  type Cart,
  type PendingBookingRequest,
} from '@/entities/cart';
import { creditReportBlocksBooking, holdsContactInfo, needsIdVerificationToBook } from '@/entities/user';
import type { BookingRenter, BookingRequestContext, BookingRequestInput } from './booking-request.types';

export function dateErrorsOf(context: Pick<BookingRequestContext, 'cart' | 'dateRules' | 'now'>): BookingDateError[] {
  const request = context.cart.pendingBookingRequest;
  if (!request) return ['end_before_start'];
  if (!context.dateRules) return request.toDate > request.fromDate ? [] : ['end_before_start'];
  return validateBookingDates(request, context.dateRules, new Date(context.now));
}

/** Dates go on only once the vehicle's availability is known and nothing is wrong with them. */
export const datesBookable = (context: BookingRequestContext): boolean =>
  context.cart.pendingBookingRequest !== null && context.dateRules !== null && dateErrorsOf(context).length === 0;

/** After a reload the availability is not loaded yet; well-formed dates are enough to resume. */
export const datesPlausible = (context: BookingRequestContext): boolean =>
  context.cart.pendingBookingRequest !== null && dateErrorsOf(context).length === 0;

export const aboutYouComplete = (context: BookingRequestContext): boolean =>
  context.cart.cartVehicle !== null &&
  Object.keys(aboutYouProblems(aboutYouInputOf(context.cart.pendingBookingRequest, context.cart.pendingMessage), context.cart.cartVehicle, holdsContactInfo)).length === 0;

export const isOwner = (renter: BookingRenter | null): boolean => renter?.role === 'owner';

/** 001 §5: the renter's credit check stops booking requests; said before the flow is filled in. */
export const creditRefused = (renter: BookingRenter | null): boolean => renter?.role === 'renter' && creditReportBlocksBooking(renter.creditReportResult);

export const isSignedIn = (context: BookingRequestContext): boolean => context.renter !== null;

/** The request was sent (the order confirmed): only the payment and the confirmation are left. */
export const isSent = (context: BookingRequestContext): boolean => context.cart.booking?.orderConfirmed === true;

/** 001 §5: the ID check the flow asks for before the request, where the Swiss rules apply (`needsIdVerificationToBook`). */
export function renterNeedsIdVerification(context: BookingRequestContext): boolean {
  const { renter } = context;
  const vehicle = context.cart.cartVehicle;
  if (!renter || !vehicle) return false;
  return needsIdVerificationToBook({ isIdVerified: renter.isIdVerified, country: renter.country }, { isConsideredSwiss: vehicle.isConsideredSwiss });
}

export function underMinimumAge(context: BookingRequestContext): boolean {
  const { renter, cart } = context;
  if (!renter?.birthDate || !cart.pendingBookingRequest || !cart.cartVehicle) return false;
  return !meetsMinimumAge(renter.birthDate, cart.pendingBookingRequest.fromDate, cart.cartVehicle.minimumAge);
}

/**
 * The insurance add-ons sent with the request: the renter's choices plus young-driver
 * insurance for a renter aged 28 or younger on the first day (001 §5), when the vehicle's
 * insurance offers it.
 */
export function insuranceAddonsToSend(cart: Cart, renter: BookingRenter | null): string[] {
  const chosen = cart.pendingBookingRequest?.insuranceAddons ?? [];
  const offered = cart.cartVehicleAddons.find((addon) => addon.key === 'young_driver' || addon.key === 'young_driver_insurance');
  const young = renter?.birthDate && cart.pendingBookingRequest ? isYoungDriver(renter.birthDate, cart.pendingBookingRequest.fromDate) : false;
  return young && offered && !chosen.includes(offered.key) ? [...chosen, offered.key] : chosen;
}

const sameDates = (request: PendingBookingRequest | null, dates: { fromDate: string; toDate: string }) =>
  request !== null && request.fromDate === dates.fromDate && request.toDate === dates.toDate;

/**
 * The cart the flow starts from: the saved one when it is for this vehicle, otherwise an
 * empty one for it. Dates from the vehicle page are not asked again (#23 point 4): new ones
 * start a new request at "about you" with the answers kept (the summary links back to the
 * dates, and dates the calendar refuses send the renter there).
 */
export function initialCart({ cart, vehicle, requestedDates }: BookingRequestInput): Cart {
  const base: Cart = cart.cartVehicle?.id === vehicle.id ? { ...cart, cartVehicle: vehicle } : { ...EMPTY_CART, cartVehicle: vehicle };
  if (!requestedDates || sameDates(base.pendingBookingRequest, requestedDates)) return base;
  const request = base.pendingBookingRequest
    ? { ...base.pendingBookingRequest, ...requestedDates }
    : newBookingRequest(requestedDates.fromDate, requestedDates.toDate);
  return { ...base, pendingBookingRequest: request, currentCartStep: 'about-you', booking: null };
}
