// The sandbox counts dates with the app's UTC calendar helpers (src/shared/lib/dates).
import { addDays } from '@/shared/lib/dates';

export { addDays, dateOfEpochDay, datesUntil, daysBetween, epochDay, isCalendarDate, todayOf } from '@/shared/lib/dates';

/** The last night of a stay checked out on `toDate`: a blocked period lists nights, a stay ends on a morning. */
export const lastNightOf = (toDate: string): string => addDays(toDate, -1);
