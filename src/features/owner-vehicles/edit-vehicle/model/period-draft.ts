import type { UnavailablePeriodValues } from '@/entities/vehicle';

/** The period being added (`periodId` null) or changed, as the owner has typed it. */
export interface PeriodDraft {
  periodId: number | null;
  values: UnavailablePeriodValues;
}

const keyOf = (vehicleId: number) => `unavailable-period-draft:${vehicleId}`;
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The open period form survives a reload or a lost connection in this tab (sessionStorage); it is
 * dropped once saved or cancelled. A damaged entry, or storage that refuses, only means no draft.
 */
export function readPeriodDraft(vehicleId: number): PeriodDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(vehicleId)) ?? 'null') as Partial<PeriodDraft> | null;
    const values = stored?.values;
    if (!stored || !values || !isText(values.fromDate) || !isText(values.toDate) || !isText(values.note)) return null;
    return { periodId: typeof stored.periodId === 'number' ? stored.periodId : null, values: { fromDate: values.fromDate, toDate: values.toDate, note: values.note, reason: isText(values.reason) ? values.reason : null } };
  } catch {
    return null;
  }
}

export function storePeriodDraft(vehicleId: number, draft: PeriodDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(keyOf(vehicleId), JSON.stringify(draft));
    else sessionStorage.removeItem(keyOf(vehicleId));
  } catch {
    // No draft then.
  }
}
