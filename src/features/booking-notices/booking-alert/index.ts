export { BookingAlert, preloadBookingAlert } from './ui/lazy-booking-alert';
