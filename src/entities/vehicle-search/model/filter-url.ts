import * as v from 'valibot';
import { filterSchemas, isFilterKey, FILTER_KEYS, type FilterKey, type FilterState } from './filter-schemas';

/** Query keys that belong to the page, not to the filter: kept as they are, never reported. */
export const PAGE_QUERY_KEYS = ['page', 'popup'] as const;
const isPageKey = (key: string) => (PAGE_QUERY_KEYS as readonly string[]).includes(key) || key.startsWith('utm_');

export interface FilterIssue {
  key: string;
  value: string;
  /** `unknown_key`: not a filter of 000 §3 (a developer error, 000 §8); `invalid_format`: replaced by the default. */
  kind: 'unknown_key' | 'invalid_format';
}

export interface ParsedFilters {
  state: FilterState;
  issues: FilterIssue[];
}

/** Today as `yyyy-mm-dd` in the user's time zone: a date filter starting today is already too late. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const schemaCache = new Map<string, ReturnType<typeof filterSchemas>>();
const schemasFor = (today: string) => {
  let schemas = schemaCache.get(today);
  if (!schemas) {
    schemas = filterSchemas(today);
    schemaCache.clear();
    schemaCache.set(today, schemas);
  }
  return schemas;
};

/** Reads one key's URL value; undefined when the format is invalid. */
export function parseFilterValue<K extends FilterKey>(key: K, raw: string, today: string): FilterState[K] | undefined {
  const result = v.safeParse(schemasFor(today)[key], raw);
  return result.success ? (result.output as FilterState[K]) : undefined;
}

/**
 * URL search params → filter state (000 §3, §5, §8). An invalid value is left out, so
 * the default applies; an unknown key is dropped. Both come back as issues for logging.
 */
export function parseFilterParams(params: URLSearchParams, today: string = localToday()): ParsedFilters {
  const state: Record<string, unknown> = {};
  const issues: FilterIssue[] = [];
  for (const [key, value] of params) {
    if (isPageKey(key)) continue;
    if (!isFilterKey(key)) {
      issues.push({ key, value, kind: 'unknown_key' });
      continue;
    }
    const parsed = parseFilterValue(key, value, today);
    if (parsed === undefined) issues.push({ key, value, kind: 'invalid_format' });
    else state[key] = parsed;
  }
  return { state: state as FilterState, issues };
}

/** Logs what `parseFilterParams` replaced or dropped (000 §8: logged; unknown keys are a developer error). */
export function reportFilterIssues(issues: readonly FilterIssue[], log: (message: string) => void = console.warn): void {
  for (const issue of issues) {
    log(
      issue.kind === 'unknown_key'
        ? `[search] unknown filter key "${issue.key}" dropped`
        : `[search] invalid value "${issue.value}" for filter "${issue.key}" replaced by the default`,
    );
  }
}

const num = (n: number) => String(n);

/** One key's value as the URL holds it. */
export function serializeFilterValue<K extends FilterKey>(key: K, value: NonNullable<FilterState[K]>): string {
  const any = value as unknown;
  if (typeof any === 'boolean') return any ? '1' : '0';
  if (typeof any === 'number' || typeof any === 'string') return String(any);
  switch (key) {
    case 'location': {
      const { lat, lng, radius } = any as NonNullable<FilterState['location']>;
      return [lat, lng, radius].filter((n) => n !== undefined).map(num).join(',');
    }
    case 'mapBounds': {
      const { south, west, north, east } = any as NonNullable<FilterState['mapBounds']>;
      return [south, west, north, east].map(num).join(',');
    }
    case 'priceRange': {
      const { min, max } = any as NonNullable<FilterState['priceRange']>;
      return `${min},${max}`;
    }
    case 'availableBetween': {
      const { from, to, mode } = any as NonNullable<FilterState['availableBetween']>;
      // Exact is the default mode: left out so the common URL stays short.
      return mode === 'exact' ? `${from},${to}` : `${from},${to},${mode}`;
    }
    default:
      throw new Error(`No URL format for filter "${key}"`);
  }
}

/**
 * Filter state → URL search params, keys in the order of 000 §3 so equal states give
 * equal URLs. `extra` carries the page keys (page number, popup) to keep.
 */
export function serializeFilterState(state: FilterState, extra?: Iterable<[string, string]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value !== undefined) params.set(key, serializeFilterValue(key, value as NonNullable<FilterState[typeof key]>));
  }
  for (const [key, value] of extra ?? []) params.set(key, value);
  return params;
}

/** The page keys of the current URL, to carry over when the filters change. */
export function pageQueryOf(params: URLSearchParams, { keepPage }: { keepPage: boolean }): [string, string][] {
  return [...params].filter(([key]) => isPageKey(key) && (keepPage || key !== 'page'));
}
