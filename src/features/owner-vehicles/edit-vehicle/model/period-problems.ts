import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { unavailablePeriodProblems, type UnavailablePeriod, type UnavailablePeriodProblem, type UnavailablePeriodValues } from '@/entities/vehicle';
import type { Failure } from '@/shared/lib/flow';

export type PeriodField = 'fromDate' | 'toDate' | 'note';

const START_LOCKED = msg`The period has started: only its end date can change.`;
const PROBLEMS: Record<UnavailablePeriodProblem, MessageDescriptor> = {
  from_missing: msg`Choose the first day.`,
  to_missing: msg`Choose the last day.`,
  from_in_past: msg`The first day cannot be in the past.`,
  start_locked: START_LOCKED,
  to_before_from: msg`The last day cannot be before the first day.`,
  to_in_past: msg`The last day cannot be in the past.`,
};
const BOOKED = msg`The vehicle is booked on some of these days. Choose other dates.`;
const NOT_ACCEPTED = msg`This value was not accepted.`;

/** What the browser finds wrong before sending (000 §5), by the field. */
export function periodProblems(values: UnavailablePeriodValues, original: UnavailablePeriod | null, today: string): Partial<Record<PeriodField, MessageDescriptor>> {
  const found = unavailablePeriodProblems(values, { original, today });
  return Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, PROBLEMS[problem]]));
}

/** The API's refusal of a period by the field; `rest` is true when something is left for the form's alert. */
export function refusedPeriod(failure: Failure): { errors: Partial<Record<PeriodField, MessageDescriptor>>; rest: boolean } {
  if (failure.slug === 'dates_unavailable') return { errors: { fromDate: BOOKED }, rest: false };
  if (failure.slug === 'unavailable_period_started') return { errors: { fromDate: START_LOCKED }, rest: false };
  const fields = Object.keys(failure.fields ?? {}).filter((field): field is PeriodField => field === 'fromDate' || field === 'toDate' || field === 'note');
  return { errors: Object.fromEntries(fields.map((field) => [field, NOT_ACCEPTED])), rest: fields.length === 0 };
}
