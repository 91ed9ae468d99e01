import { msg } from '@lingui/core/macro';
import type { ChangeDatesError } from '@/entities/booking';
import { defineLabels } from '@/shared/lib/labels';

/** The rule's findings (001 §5) and the API's refusals (001 §8) as the fields show them. */
export const changeDatesErrorLabel = defineLabels<ChangeDatesError>({
  dates_unchanged: msg`Choose dates that differ from the current ones.`,
  end_before_start: msg`The check-out date must be after the check-in date.`,
  in_the_past: msg`The check-in date has already passed.`,
  lead_time: msg`The owner needs more notice: choose a later check-in date.`,
  too_short: msg({ message: 'The booking cannot be shorter than {minNights} nights.' }),
  too_long: msg({ message: 'A booking can be at most {maxNights} nights.' }),
  dates_unavailable: msg`The vehicle is not available on some of these dates. Choose other dates and try again.`,
  checkin_weekday_unavailable: msg`Check-in is not possible on this day.`,
  checkout_weekday_unavailable: msg`Check-out is not possible on this day.`,
});

/** The check-in field shows the findings about the start; the check-out field the rest. */
export const START_ERRORS: readonly ChangeDatesError[] = ['in_the_past', 'lead_time', 'checkin_weekday_unavailable'];

/** The API's refusal slugs (001 §8) as the rule's findings, so they show by the field like the rule's own. */
const REFUSALS: Record<string, ChangeDatesError> = {
  dates_unchanged: 'dates_unchanged',
  booking_too_short: 'too_short',
  booking_too_long: 'too_long',
  dates_unavailable: 'dates_unavailable',
  dates_unavailable_for_checkin: 'checkin_weekday_unavailable',
  dates_unavailable_for_checkout: 'checkout_weekday_unavailable',
};

export function refusalOf(failure: { slug: string; fields?: Record<string, string[]> } | undefined): ChangeDatesError | undefined {
  if (!failure) return undefined;
  if (failure.slug === 'validation_failed' && failure.fields?.['newFromDate']) return 'lead_time';
  if (failure.slug === 'validation_failed' && failure.fields?.['newToDate']) return 'end_before_start';
  return REFUSALS[failure.slug];
}
