import { msg } from '@lingui/core/macro';
import { defineLabels } from '@/shared/lib/labels';
import type { CalendarDayKind } from './calendar-days';

/**
 * What a day of the owner's calendar holds, in its legend and in each day's name for screen
 * readers. Only the owner's calendar shows them (lingui.config.ts keeps them out of `vehicles`).
 */
export const calendarDayKindLabel = defineLabels<CalendarDayKind>({
  request: msg`Booking request`,
  confirmed: msg`Confirmed booking`,
  rented: msg`Rented`,
  unavailable: msg`Unavailable`,
});
