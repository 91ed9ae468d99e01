// The UTC calendar helpers live in shared/lib/dates; kept here for imports of this path.
export { dateOfEpochDay, epochDay, isoWeekday, todayEpochDay } from '@/shared/lib/dates';
