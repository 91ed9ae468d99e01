import type { FilterState, StandbyFilters } from '@/entities/vehicle-search';

/*
 * Auto-activated filters (000 §4): filters the app turns on for the user rather than the
 * user themselves. Kept for the tab's session so they can be taken out again on logout.
 */
const STORAGE_KEY = 'search:auto-activated-filters';

export function readAutoActivated(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): StandbyFilters {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as StandbyFilters) : {};
  } catch {
    return {};
  }
}

export function rememberAutoActivated(filters: FilterState, storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(filters));
  } catch {
    // Private mode or a full storage: the filter is simply not cleared on logout.
  }
}

export function forgetAutoActivated(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}
