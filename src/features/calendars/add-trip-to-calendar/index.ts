export { AddTripToCalendar, preloadAddTripToCalendar } from './ui/lazy-add-trip-to-calendar';
