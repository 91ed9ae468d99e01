export { datePattern, formatDate } from './date-format';
export {
  addDays,
  addHours,
  calendarDaysUntil,
  dateOfEpochDay,
  datesUntil,
  daysBetween,
  epochDay,
  isCalendarDate,
  isoWeekday,
  startOfDate,
  toDateString,
  todayEpochDay,
  todayOf,
} from './calendar';
export { dateInZone, isKnownTimeZone, zonedTimeToInstant } from './time-zone';
