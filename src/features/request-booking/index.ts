export { useBookingRequest, type BookingRequestSources } from './model/use-booking-request';
export { bookingRequestActors } from './model/booking-request-actors';
export { cartAddonOf, cartVehicleOf, dateRulesOf } from './model/vehicle-to-cart';
export { priceDraft, restoreBooking, submitRequest } from './model/booking-request-api';
export { useAboutYouMessages, useFailureMessage } from './model/use-messages';
