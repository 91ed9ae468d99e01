export { OwnerCalendarPage } from './ui/owner-calendar-page';
