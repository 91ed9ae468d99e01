import { lazy } from 'react';

// The search page's filter UI loads in chunks of its own, in parallel with the first results:
// the search route's start-up JS stays small (issue #5 point 6).
const loadFilterBar = () => import('./ui/filter-bar');
const loadSortSelect = () => import('./ui/sort-select');
export const FilterBar = lazy(() => loadFilterBar().then((m) => ({ default: m.FilterBar })));
export const SortSelect = lazy(() => loadSortSelect().then((m) => ({ default: m.SortSelect })));

/** Starts fetching the filter bar and the sort select, for a page about to show them. */
export function preloadFilterControls(): void {
  // A failure is the lazy component's to show when it asks again.
  loadFilterBar().catch(() => undefined);
  loadSortSelect().catch(() => undefined);
}
export type { FilterBarProps } from './ui/filter-bar';
export type { SortSelectProps } from './ui/sort-select';
// The place and date fields on their own, for the home page's search box (itself loaded lazily).
export { LocationField, type LocationFieldProps } from './ui/location-field';
export { DateRangeField, type DateRangeFieldProps } from './ui/date-range-field';
export type { Place } from '@/entities/place';
export { useSearchFilters, type SearchFilters } from './model/use-search-filters';
export { useAutoActivatedFilters } from './model/use-auto-activated-filters';
