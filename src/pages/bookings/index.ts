export { BookingsPage } from './ui/bookings-page';
