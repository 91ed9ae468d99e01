export { useBookingRequest, STEP_ROUTES } from './model/use-booking-request';
export { bookingRequestActorFor, createBookingRequestActor, forgetBookingRequestActor, stepOf, type BookingRequestActor } from './model/booking-request-actor';
export { cartAddonOf, cartVehicleOf, dateRulesOf } from './model/vehicle-to-cart';
export { priceDraft, submitRequest } from './model/booking-request-api';
export { useAboutYouMessages, useFailureMessage } from './model/use-messages';
