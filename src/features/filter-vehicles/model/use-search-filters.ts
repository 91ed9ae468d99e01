import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearFilters,
  localToday,
  mergeStandbyFilters,
  pageQueryOf,
  parseFilterParams,
  parsePageParam,
  reportFilterIssues,
  serializeFilterState,
  type FilterGroup,
  type FilterKey,
  type FilterState,
  type StandbyFilters,
} from '@/entities/vehicle-search';

export interface SearchFilters {
  /** The URL's filters with the route's own (subtype, brand, country) on top. */
  state: FilterState;
  page: number;
  /** Replaces the filters; the page goes back to 1. */
  setFilters: (next: FilterState) => void;
  /** Merges a standby change key by key (000 §4). */
  applyStandby: (standby: StandbyFilters) => void;
  clear: (group: FilterGroup) => void;
  setPage: (page: number) => void;
  /** The query of the current filters, for links to other search routes that keep them. */
  queryFor: (state: FilterState) => URLSearchParams;
}

/**
 * The filter state lives in the URL (000 §3): read and validated on every change; invalid
 * values and unknown keys are logged in development and taken out of the URL (000 §8).
 * `fixed` are the filters the route itself stands for; they are not written to the URL.
 */
export function useSearchFilters(fixed: FilterState = {}): SearchFilters {
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const parsed = useMemo(() => parseFilterParams(params, today), [params, today]);
  const fixedKey = JSON.stringify(fixed);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by value: callers pass a new object each render
  const stableFixed = useMemo(() => fixed, [fixedKey]);
  const state = useMemo(() => ({ ...parsed.state, ...stableFixed }), [parsed.state, stableFixed]);

  useEffect(() => {
    if (parsed.issues.length === 0) return;
    if (import.meta.env.DEV) reportFilterIssues(parsed.issues);
    setParams(serializeFilterState(parsed.state, pageQueryOf(params, { keepPage: true })), { replace: true, preventScrollReset: true });
  }, [parsed, params, setParams]);

  const queryFor = useCallback(
    (next: FilterState) => {
      const own = Object.fromEntries(
        (Object.keys(next) as FilterKey[]).filter((key) => !(key in stableFixed)).map((key) => [key, next[key]]),
      ) as FilterState;
      return serializeFilterState(own);
    },
    [stableFixed],
  );

  const setFilters = useCallback(
    (next: FilterState) => {
      const query = queryFor(next);
      for (const [key, value] of pageQueryOf(params, { keepPage: false })) query.set(key, value);
      setParams(query, { preventScrollReset: true });
    },
    [params, queryFor, setParams],
  );

  const setPage = useCallback(
    (page: number) => {
      const next = new URLSearchParams(params);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      setParams(next);
    },
    [params, setParams],
  );

  return {
    state,
    page: parsePageParam(params.get('page')),
    setFilters,
    applyStandby: useCallback((standby) => setFilters(mergeStandbyFilters(state, standby)), [setFilters, state]),
    clear: useCallback((group) => setFilters({ ...clearFilters(state, group), ...stableFixed }), [setFilters, state, stableFixed]),
    setPage,
    queryFor,
  };
}
