import type { BusyPeriod } from '@/entities/vehicle';
import type { CalendarFile } from './read-calendar-file';

const keyOf = (vehicleId: number) => `calendar-import-draft:${vehicleId}`;
const isPeriod = (value: unknown): value is BusyPeriod => {
  const period = value as Partial<BusyPeriod> | null;
  return typeof period?.fromDate === 'string' && typeof period.toDate === 'string' && Array.isArray(period.titles) && period.titles.every((title) => typeof title === 'string');
};

/**
 * The file the owner chose and has not confirmed yet survives a reload or a lost connection in
 * this tab (as its periods, not its text); it is dropped once imported or cancelled.
 */
export function readImportDraft(vehicleId: number): CalendarFile | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(vehicleId)) ?? 'null') as Partial<CalendarFile> | null;
    if (!stored || typeof stored.name !== 'string' || !Array.isArray(stored.periods) || !stored.periods.every(isPeriod)) return null;
    return { name: stored.name, periods: stored.periods };
  } catch {
    return null;
  }
}

export function storeImportDraft(vehicleId: number, file: CalendarFile | null): void {
  try {
    if (file) sessionStorage.setItem(keyOf(vehicleId), JSON.stringify(file));
    else sessionStorage.removeItem(keyOf(vehicleId));
  } catch {
    // No draft then.
  }
}
