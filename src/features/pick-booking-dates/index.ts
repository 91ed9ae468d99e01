export { BookingDatesPicker, type BookingDatesPickerProps } from './ui/booking-dates-picker';
export {
  validateBookingRange,
  type BookingDatesUnavailable,
  type BookingDatesValue,
  type BookingDatesVehicle,
  type BookingRangeCheck,
  type BookingRangeError,
} from './model/validate-booking-range';
export { earliestStart } from './model/day-availability';
export { useBookingRangeErrorText } from './model/use-booking-range-error-text';
