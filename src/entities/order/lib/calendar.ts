// The UTC calendar helpers live in shared/lib/dates; kept here for imports of this path.
export { addHours, calendarDaysUntil, startOfDate, toDateString } from '@/shared/lib/dates';
