// The sandbox counts dates with the app's UTC calendar helpers (src/shared/lib/dates).
export { addDays, dateOfEpochDay, datesUntil, daysBetween, epochDay, isCalendarDate, todayOf } from '@/shared/lib/dates';
