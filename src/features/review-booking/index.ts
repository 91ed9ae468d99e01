export { ReviewBooking, type ReviewBookingProps } from './ui/review-booking';
