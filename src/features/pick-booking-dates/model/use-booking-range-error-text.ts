import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { BookingRangeCheck, BookingRangeError } from './validate-booking-range';

/** The English text of each error code, with the numbers it quotes (001 §8 "booking too long or too short"). */
export function useBookingRangeErrorText(): (error: BookingRangeError, check: Pick<BookingRangeCheck, 'minNights' | 'maxNights' | 'leadTimeDays'>) => string {
  const { t } = useLingui();
  return useCallback(
    (error, { minNights, maxNights, leadTimeDays }) => {
      switch (error) {
        case 'incomplete':
          return t`Choose a check-in and a check-out date.`;
        case 'end_before_start':
          return t`The check-out date must be after the check-in date.`;
        case 'in_the_past':
          return t`The check-in date has already passed.`;
        case 'lead_time':
          return t`The owner needs ${leadTimeDays} days' notice: choose a later check-in date.`;
        case 'too_short':
          return t`This vehicle is rented for at least ${minNights} nights from this date.`;
        case 'too_long':
          return t`A booking can be at most ${maxNights} nights.`;
        case 'dates_unavailable':
          return t`The vehicle is not available on some of these dates.`;
        case 'checkin_weekday_unavailable':
          return t`Check-in is not possible on this day.`;
        case 'checkout_weekday_unavailable':
          return t`Check-out is not possible on this day.`;
      }
    },
    [t],
  );
}
