export { BookingPage } from './ui/booking-page';
