import type { FilterKey, FilterState } from './filter-schemas';

/**
 * The main filters are the ones of the filter bar: subtype, place (location, radius and
 * its name), dates, sleeps and price. Every other key of 000 §3 is an additional filter of
 * the dialog. `sort` is neither: clearing filters keeps the chosen order, and so does
 * `mapBounds`, which follows the map rather than a choice in the filters.
 */
export const MAIN_FILTER_KEYS = ['subType', 'location', 'radius', 'placeDescription', 'availableBetween', 'sleepsAtLeast', 'priceRange'] as const satisfies readonly FilterKey[];
const KEPT_ON_CLEAR: readonly FilterKey[] = ['sort', 'mapBounds'];

export type FilterGroup = 'all' | 'main' | 'additional';

export const isMainFilterKey = (key: FilterKey): boolean => (MAIN_FILTER_KEYS as readonly FilterKey[]).includes(key);
export const isAdditionalFilterKey = (key: FilterKey): boolean => !isMainFilterKey(key) && !KEPT_ON_CLEAR.includes(key);

const keysOf = (state: FilterState) => Object.keys(state) as FilterKey[];

/** 000 §4: filters can be cleared in full, as main filters only, or as additional filters only. */
export function clearFilters(state: FilterState, group: FilterGroup): FilterState {
  const cleared = (key: FilterKey) =>
    group === 'all' ? isMainFilterKey(key) || isAdditionalFilterKey(key) : group === 'main' ? isMainFilterKey(key) : isAdditionalFilterKey(key);
  return Object.fromEntries(keysOf(state).filter((key) => !cleared(key)).map((key) => [key, state[key]])) as FilterState;
}

/** How many additional filters are set (the badge on the "More filters" button). */
export const countAdditionalFilters = (state: FilterState): number => keysOf(state).filter(isAdditionalFilterKey).length;

/** The filter bar's choices a phone folds away: the place and dates stay in view, the subtype has its tabs. */
const FOLDED_MAIN_KEYS: readonly FilterKey[] = ['radius', 'sleepsAtLeast', 'priceRange'];

/** How many filters are set that a phone's folded filter bar does not show (the count on its button). */
export const countFoldedFilters = (state: FilterState): number =>
  keysOf(state).filter((key) => FOLDED_MAIN_KEYS.includes(key) && state[key] !== undefined).length + countAdditionalFilters(state);

/**
 * A standby change: the filters edited but not yet applied (the dialog's draft, a field
 * being typed). A key set to `undefined` removes that filter.
 */
export type StandbyFilters = { [K in FilterKey]?: FilterState[K] | undefined };

/**
 * 000 §4: standby filters are merged key by key into the active ones, objects too
 * (changing the radius keeps the location's coordinates). Keys the standby does not
 * mention stay as they are.
 */
export function mergeStandbyFilters(active: FilterState, standby: StandbyFilters): FilterState {
  const merged: Record<string, unknown> = { ...active };
  for (const key of Object.keys(standby) as FilterKey[]) {
    const next = standby[key];
    const current = merged[key];
    merged[key] = isPlainObject(next) && isPlainObject(current) ? withoutUndefined({ ...current, ...next }) : next;
  }
  // A key set to undefined is a removed filter: left out, not kept as an undefined entry.
  return withoutUndefined(merged) as FilterState;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const withoutUndefined = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

/**
 * Auto-activated filters are the ones the app turned on itself rather than the user
 * (e.g. a signed-in user's preference). 000 §4: they are cleared on logout, unless the
 * user has since set the key to another value themselves.
 */
export function clearAutoActivatedFilters(state: FilterState, auto: StandbyFilters): FilterState {
  const same = (key: FilterKey) => JSON.stringify(state[key]) === JSON.stringify(auto[key]);
  return Object.fromEntries(keysOf(state).filter((key) => !(key in auto && same(key))).map((key) => [key, state[key]])) as FilterState;
}
