import { msg } from '@lingui/core/macro';
import type { components } from '@/shared/api';
import { defineLabels } from '@/shared/lib/labels';

type S = components['schemas'];

export type UnavailablePeriod = S['UnavailablePeriod'];
export type RentedPeriod = S['RentedPeriod'];
export type UnavailabilityReason = S['UnavailabilityReason'];

/** What the owner sets on an unavailable period (000 §3): the dates, a preset and the private note. */
export interface UnavailablePeriodValues {
  fromDate: string;
  toDate: string;
  reason: UnavailabilityReason | null;
  note: string;
}

/** 000 §3 presets of an unavailable period, in the spec's order; `other` is for anything else the note says. */
export const UNAVAILABILITY_REASONS = ['already_rented_out', 'damaged', 'own_use', 'selling', 'winter_storage', 'other'] as const satisfies readonly UnavailabilityReason[];

/**
 * The presets' names. In this file, not with the vehicle's other labels: only the editor shows
 * them, and the `vehicles` catalog every search and vehicle page loads stays without them
 * (lingui.config.ts puts this file in the `editor` area only).
 */
export const unavailabilityReasonLabel = defineLabels<UnavailabilityReason>({
  already_rented_out: msg`Already rented out`,
  damaged: msg`Damaged or in repair`,
  own_use: msg`Own use`,
  selling: msg`Selling`,
  winter_storage: msg`Winter storage`,
  other: msg`Other`,
});

/** A period has started on its first day (dates are the vehicle's calendar days, as the API keeps them). */
export const hasPeriodStarted = (period: Pick<UnavailablePeriod, 'fromDate'>, today: string): boolean => period.fromDate <= today;

export type UnavailablePeriodProblem = 'from_missing' | 'to_missing' | 'from_in_past' | 'start_locked' | 'to_before_from' | 'to_in_past';

/**
 * What is wrong with the dates of a new period, or of a change to `original` (000 §5: once a
 * period has started, only its end date can change; it cannot end before today either, as the
 * days behind it are over). A period of one day ends the day it starts.
 */
export function unavailablePeriodProblems(
  values: Pick<UnavailablePeriodValues, 'fromDate' | 'toDate'>,
  { original, today }: { original: Pick<UnavailablePeriod, 'fromDate' | 'toDate'> | null; today: string },
): Partial<Record<'fromDate' | 'toDate', UnavailablePeriodProblem>> {
  const problems: Partial<Record<'fromDate' | 'toDate', UnavailablePeriodProblem>> = {};
  const started = original !== null && hasPeriodStarted(original, today);
  if (!values.fromDate) problems.fromDate = 'from_missing';
  else if (started && values.fromDate !== original.fromDate) problems.fromDate = 'start_locked';
  else if (!started && values.fromDate < today) problems.fromDate = 'from_in_past';
  if (!values.toDate) problems.toDate = 'to_missing';
  else if (values.fromDate && values.toDate < values.fromDate) problems.toDate = 'to_before_from';
  else if (values.toDate < today && values.toDate !== original?.toDate) problems.toDate = 'to_in_past';
  return problems;
}
