export { BookingHistoryPage, BookingsPage } from './ui/bookings-page';
